/// SwiftUI's `ForEach`: one set of views per item, resolved while building (VML has no loops).
///
/// ```swift
/// VmlForEach(tasks) { task in
///     TaskRow(task: task)
/// }
/// ```
/// Identity on the client comes from `.id(…)`. Inside a `Picker`, a `List(selection:)` or a
/// `TabView(selection:)`, each item's views are tagged with the item's identity (the `id:` key
/// path, or an `Identifiable` item's `id`), as SwiftUI tags them implicitly, so the client can
/// match them with the selection.
public struct VmlForEach: VmlView, Sendable {
    @usableFromInline var content: VmlContent

    /// One set of views per item.
    ///
    /// Inlinable, so the caller's module specializes it for its sequence: compiled once for any
    /// sequence, stepping through a `Range<Int>` went through generic witnesses (about a thousand
    /// instructions an item).
    @inlinable
    public init<Data: Sequence>(_ data: Data, @VmlBuilder content: (Data.Element) -> VmlContent) {
        self.init(data, identity: nil, content: content)
    }

    /// One set of views per item; inside a `Picker`, a `List(selection:)` or a
    /// `TabView(selection:)`, each item's views are tagged with its identity (`identity`, or the
    /// `id` of an `Identifiable` item) unless they carry a tag, as SwiftUI tags them implicitly.
    @inlinable
    init<Data: Sequence>(_ data: Data, identity: ((Data.Element) -> Any?)?, content: (Data.Element) -> VmlContent) {
        let tagsItems = ImplicitTags.areWanted
        var nodes: [VMLNode] = []
        // Rows from one template share one copy of each repeated style and attribute list.
        var shared = SharedParts()
        for item in data {
            var part = content(item)
            if tagsItems { ImplicitTags.tag(&part, with: identity.map { $0(item) } ?? ImplicitTags.identity(of: item)) }
            shared.share(&part.nodes)
            if nodes.isEmpty {
                // The first item's list is taken as it is, with room for as many more as the data
                // says it holds (moved once, not grown step by step).
                nodes = part.nodes
                nodes.reserveCapacity(nodes.count * max(1, data.underestimatedCount))
            } else if part.nodes.count == 1 {
                // The usual item, one view: its node is moved out of its list (copying it and
                // then destroying the list would retain and release each of its parts).
                nodes.append(part.nodes.removeLast())
            } else {
                nodes.append(contentsOf: part.nodes)
            }
        }
        self.content = VmlContent(nodes: nodes)
    }

    /// One set of views per item, identified by `id`: inside a `Picker`, a `List(selection:)` or a
    /// `TabView(selection:)` each item's views are tagged with it, as SwiftUI tags them.
    ///
    /// ```swift
    /// VmlPicker("Size", selection: $size) {
    ///     VmlForEach(["S", "M"], id: \.self) { VmlText($0) }
    /// }
    /// // <Picker selection="M"><Text style="tag(&quot;S&quot;)">S</Text><Text style="tag(&quot;M&quot;)">M</Text>…</Picker>
    /// ```
    @inlinable
    public init<Data: Sequence, ID>(_ data: Data, id: KeyPath<Data.Element, ID>, @VmlBuilder content: (Data.Element) -> VmlContent) {
        self.init(data, identity: { $0[keyPath: id] }, content: content)
    }

    /// One set of views per element of a bound collection, as SwiftUI's `ForEach($items) { $item in … }`:
    /// each element's binding holds its current value.
    @inlinable
    public init<C: MutableCollection & RandomAccessCollection>(
        _ data: VmlBinding<C>, @VmlBuilder content: (VmlBinding<C.Element>) -> VmlContent
    ) {
        self.init(
            data.wrappedValue.map { VmlBinding.constant($0) }, identity: { ImplicitTags.identity(of: $0.wrappedValue) }, content: content)
    }

    /// One set of views per element of a bound collection, identified by `id` (for implicit tags).
    @inlinable
    public init<C: MutableCollection & RandomAccessCollection, ID>(
        _ data: VmlBinding<C>, id: KeyPath<C.Element, ID>, @VmlBuilder content: (VmlBinding<C.Element>) -> VmlContent
    ) {
        self.init(data.wrappedValue.map { VmlBinding.constant($0) }, identity: { $0.wrappedValue[keyPath: id] }, content: content)
    }

    /// The views, in order.
    public var body: VmlContent { return content }
}

extension VmlForEach {
    /// SwiftUI's `ForEach(_:)` of table rows, refused at compile time.
    ///
    /// ```swift
    /// VmlForEach(rows)
    /// // error: 'init(_:)' is unavailable: write VmlForEach(rows) { VmlTableRow($0) } in the table's rows builder
    /// ```
    @available(*, unavailable, message: "write VmlForEach(rows) { VmlTableRow($0) } in the table's rows builder")
    public init<Data: RandomAccessCollection>(_ data: Data) { self.init([Int]()) { _ in VmlContent() } }

    /// SwiftUI's `ForEach(sections:content:)` (iOS 18), refused at compile time.
    ///
    /// ```swift
    /// VmlForEach(sections: content) { section in … }
    /// // error: 'init(sections:content:)' is unavailable: subviews are resolved on the client after the content is built: write the views themselves, or loop over your data with VmlForEach(_:content:)
    /// ```
    @available(
        *, unavailable,
        message:
            "subviews are resolved on the client after the content is built: write the views themselves, or loop over your data with VmlForEach(_:content:)"
    )
    public init<Base, Section>(sections view: Base, content: (Section) -> VmlContent) { self.init([Int]()) { _ in VmlContent() } }

    /// SwiftUI's `ForEach(subviews:content:)` (iOS 18), refused at compile time.
    ///
    /// ```swift
    /// VmlForEach(subviews: content) { subview in … }
    /// // error: 'init(subviews:content:)' is unavailable: subviews are resolved on the client after the content is built: write the views themselves, or loop over your data with VmlForEach(_:content:)
    /// ```
    @available(
        *, unavailable,
        message:
            "subviews are resolved on the client after the content is built: write the views themselves, or loop over your data with VmlForEach(_:content:)"
    )
    public init<Base, Subview>(subviews view: Base, content: (Subview) -> VmlContent) { self.init([Int]()) { _ in VmlContent() } }
}
