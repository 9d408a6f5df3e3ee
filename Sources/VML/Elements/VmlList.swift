/// SwiftUI's `List`: `<List>…</List>`. The selection binding is the client's.
public struct VmlList: VmlView, Sendable {
    private var element: ElementBuilder

    /// Creates a list.
    public init(@VmlBuilder content: () -> VmlContent) {
        element = ElementBuilder("List")
        element.append(content())
    }

    /// Creates a list of one row per item, as SwiftUI's `List(_:rowContent:)`:
    /// `VmlList(tasks) { task in VmlText(task.title) }`.
    @inlinable
    public init<Data: Sequence>(_ data: Data, @VmlBuilder rowContent: (Data.Element) -> VmlContent) {
        self.init { VmlForEach(data, content: rowContent) }
    }

    /// Creates a list of one row per item; `id` is accepted for parity with SwiftUI:
    /// `VmlList(names, id: \.self) { VmlText($0) }`.
    @inlinable
    public init<Data: Sequence, ID>(_ data: Data, id: KeyPath<Data.Element, ID>, @VmlBuilder rowContent: (Data.Element) -> VmlContent) {
        self.init { VmlForEach(data, id: id, content: rowContent) }
    }

    /// Creates a list bound to a selection, as SwiftUI's `List(selection:content:)`: a single
    /// selected value (an optional) is written as the `selection` attribute, as ``VmlView/tag(_:)``
    /// writes tags; a `Set` of values, or `nil`, is not written.
    ///
    /// ```swift
    /// VmlList(selection: $selected) { VmlText("Inbox").tag(1) }   // selected == 1
    /// // <List selection="1"><Text style="tag(1)">Inbox</Text></List>
    /// ```
    public init<S: Hashable>(selection: VmlBinding<S>, @VmlBuilder content: () -> VmlContent) {
        element = ElementBuilder("List")
        let value = selection.wrappedValue
        let style = Mirror(reflecting: value).displayStyle
        if style != .set, style != .collection { element.set("selection", swiftValue: value) }
        element.append(ImplicitTags.building(content))
    }

    /// Creates a list of one row per item bound to a selection.
    @inlinable
    public init<Data: Sequence, S: Hashable>(
        _ data: Data, selection: VmlBinding<S>, @VmlBuilder rowContent: (Data.Element) -> VmlContent
    ) {
        self.init(selection: selection) { VmlForEach(data, content: rowContent) }
    }

    /// The `List` element.
    public var body: VmlContent { return element.content }
}
