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
        element.set(selection: selection.wrappedValue)
        element.append(ImplicitTags.building(content))
    }

    /// Creates a list of one row per item bound to a selection.
    @inlinable
    public init<Data: Sequence, S: Hashable>(
        _ data: Data, selection: VmlBinding<S>, @VmlBuilder rowContent: (Data.Element) -> VmlContent
    ) {
        self.init(selection: selection) { VmlForEach(data, content: rowContent) }
    }

    /// Creates a list of one row per item identified by `id`, bound to a selection.
    ///
    /// ```swift
    /// VmlList(["A", "B"], id: \.self, selection: .constant("B")) { VmlText($0) }
    /// // <List selection="B"><Text style="tag(&quot;A&quot;)">A</Text><Text style="tag(&quot;B&quot;)">B</Text></List>
    /// ```
    @inlinable
    public init<Data: Sequence, ID, S: Hashable>(
        _ data: Data, id: KeyPath<Data.Element, ID>, selection: VmlBinding<S>, @VmlBuilder rowContent: (Data.Element) -> VmlContent
    ) {
        self.init(selection: selection) { VmlForEach(data, id: id, content: rowContent) }
    }

    /// Creates a hierarchical list (SwiftUI's `List(_:children:rowContent:)`): the rows of a
    /// ``VmlOutlineGroup`` over `data`, resolved on the server.
    ///
    /// ```swift
    /// VmlList(folders, children: \.children) { VmlText($0.name) }
    /// // <List><DisclosureGroup><Text>a.txt</Text><Text template="label">Docs</Text></DisclosureGroup></List>
    /// ```
    public init<Data: RandomAccessCollection>(
        _ data: Data, children: KeyPath<Data.Element, Data?>, @VmlBuilder rowContent: (Data.Element) -> VmlContent
    ) {
        self.init { VmlOutlineGroup(data, children: children, content: rowContent) }
    }

    /// Creates a hierarchical list bound to a selection.
    ///
    /// ```swift
    /// VmlList(folders, children: \.children, selection: $selected) { VmlText($0.name) }
    /// ```
    public init<Data: RandomAccessCollection, S: Hashable>(
        _ data: Data, children: KeyPath<Data.Element, Data?>, selection: VmlBinding<S>,
        @VmlBuilder rowContent: (Data.Element) -> VmlContent
    ) {
        self.init(selection: selection) { VmlOutlineGroup(data, children: children, content: rowContent) }
    }

    /// Creates a hierarchical list whose items `id` identifies.
    ///
    /// ```swift
    /// VmlList(folders, id: \.name, children: \.children) { VmlText($0.name) }
    /// ```
    public init<Data: RandomAccessCollection, ID>(
        _ data: Data, id: KeyPath<Data.Element, ID>, children: KeyPath<Data.Element, Data?>,
        @VmlBuilder rowContent: (Data.Element) -> VmlContent
    ) {
        self.init { VmlOutlineGroup(data, id: id, children: children, content: rowContent) }
    }

    /// Creates a hierarchical list whose items `id` identifies (their tags), bound to a selection.
    ///
    /// ```swift
    /// VmlList(folders, id: \.name, children: \.children, selection: $selected) { VmlText($0.name) }
    /// ```
    public init<Data: RandomAccessCollection, ID, S: Hashable>(
        _ data: Data, id: KeyPath<Data.Element, ID>, children: KeyPath<Data.Element, Data?>, selection: VmlBinding<S>,
        @VmlBuilder rowContent: (Data.Element) -> VmlContent
    ) {
        self.init(selection: selection) { VmlOutlineGroup(data, id: id, children: children, content: rowContent) }
    }

    /// Creates a list of one row per element of a bound collection, with the edits the client
    /// allows (SwiftUI's `List(_:editActions:rowContent:)`); each row's binding holds its value.
    ///
    /// ```swift
    /// VmlList($items, editActions: .all) { $item in VmlText(item) }   // items == ["Milk"]
    /// // <List><Text>Milk</Text></List>
    /// ```
    @inlinable
    public init<C: MutableCollection & RandomAccessCollection>(
        _ data: VmlBinding<C>, editActions: VmlEditActions<C>, @VmlBuilder rowContent: (VmlBinding<C.Element>) -> VmlContent
    ) {
        self.init { VmlForEach(data, content: rowContent) }
    }

    /// Creates a list over a bound collection with edits, bound to a selection.
    ///
    /// ```swift
    /// VmlList($items, editActions: .delete, selection: $selected) { $item in VmlText(item.title) }
    /// ```
    @inlinable
    public init<C: MutableCollection & RandomAccessCollection, S: Hashable>(
        _ data: VmlBinding<C>, editActions: VmlEditActions<C>, selection: VmlBinding<S>,
        @VmlBuilder rowContent: (VmlBinding<C.Element>) -> VmlContent
    ) {
        self.init(selection: selection) { VmlForEach(data, content: rowContent) }
    }

    /// Creates a list over a bound collection identified by `id`, with edits.
    ///
    /// ```swift
    /// VmlList($names, id: \.self, editActions: .move) { $name in VmlText(name) }
    /// ```
    @inlinable
    public init<C: MutableCollection & RandomAccessCollection, ID>(
        _ data: VmlBinding<C>, id: KeyPath<C.Element, ID>, editActions: VmlEditActions<C>,
        @VmlBuilder rowContent: (VmlBinding<C.Element>) -> VmlContent
    ) {
        self.init { VmlForEach(data, id: id, content: rowContent) }
    }

    /// Creates a list over a bound collection identified by `id`, with edits, bound to a selection.
    ///
    /// ```swift
    /// VmlList($names, id: \.self, editActions: .all, selection: $selected) { $name in VmlText(name) }
    /// ```
    @inlinable
    public init<C: MutableCollection & RandomAccessCollection, ID, S: Hashable>(
        _ data: VmlBinding<C>, id: KeyPath<C.Element, ID>, editActions: VmlEditActions<C>, selection: VmlBinding<S>,
        @VmlBuilder rowContent: (VmlBinding<C.Element>) -> VmlContent
    ) {
        self.init(selection: selection) { VmlForEach(data, id: id, content: rowContent) }
    }

    /// Creates a list over a bound collection identified by `id`, bound to a selection.
    ///
    /// ```swift
    /// VmlList($names, id: \.self, selection: $selected) { $name in VmlText(name) }
    /// ```
    @inlinable
    public init<C: MutableCollection & RandomAccessCollection, ID, S: Hashable>(
        _ data: VmlBinding<C>, id: KeyPath<C.Element, ID>, selection: VmlBinding<S>,
        @VmlBuilder rowContent: (VmlBinding<C.Element>) -> VmlContent
    ) {
        self.init(selection: selection) { VmlForEach(data, id: id, content: rowContent) }
    }

    /// The `List` element.
    public var body: VmlContent { return element.content }
}
