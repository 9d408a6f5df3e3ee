/// SwiftUI's `OutlineGroup`, resolved on the server as SwiftUI defines it: an item whose
/// `children` are `nil` is its content; an item with children is a `DisclosureGroup` of its
/// children's views labeled with its content (the `label` template). No element of its own.
///
/// ```swift
/// VmlOutlineGroup(folders, children: \.children) { VmlText($0.name) }
/// // <DisclosureGroup><Text>notes.txt</Text><Text template="label">Documents</Text></DisclosureGroup>
/// ```
/// The tree is walked with a loop, not recursion; branches deeper than 512 levels (a `children`
/// key path leading back to an ancestor) make rendering throw the serializer's depth error.
public struct VmlOutlineGroup: VmlView, Sendable {
    private let content: VmlContent

    /// Views for every item of `data` and its descendants.
    ///
    /// ```swift
    /// VmlOutlineGroup([root], children: \.children) { VmlText($0.name) }
    /// ```
    public init<Data: RandomAccessCollection>(
        _ data: Data, children: KeyPath<Data.Element, Data?>, @VmlBuilder content: (Data.Element) -> VmlContent
    ) {
        self.content = Self.outline(
            Array(data), children: { $0[keyPath: children].map { kids in Array(kids) } }, identity: ImplicitTags.identity(of:),
            content: content)
    }

    /// Views for `root` and its descendants.
    ///
    /// ```swift
    /// VmlOutlineGroup(root, children: \.children) { VmlText($0.name) }
    /// ```
    public init<Element, C: RandomAccessCollection>(
        _ root: Element, children: KeyPath<Element, C?>, @VmlBuilder content: (Element) -> VmlContent
    ) where C.Element == Element {
        self.content = Self.outline(
            [root], children: { $0[keyPath: children].map { kids in Array(kids) } }, identity: ImplicitTags.identity(of:),
            content: content)
    }

    /// Views for every item of `data` and its descendants, identified by `id` (the tag inside a
    /// `List(selection:)`).
    ///
    /// ```swift
    /// VmlOutlineGroup(folders, id: \.name, children: \.children) { VmlText($0.name) }
    /// ```
    public init<Data: RandomAccessCollection, ID>(
        _ data: Data, id: KeyPath<Data.Element, ID>, children: KeyPath<Data.Element, Data?>,
        @VmlBuilder content: (Data.Element) -> VmlContent
    ) {
        self.content = Self.outline(
            Array(data), children: { $0[keyPath: children].map { kids in Array(kids) } }, identity: { $0[keyPath: id] },
            content: content)
    }

    /// Views for `root` and its descendants, identified by `id` (the tag inside a `List(selection:)`).
    ///
    /// ```swift
    /// VmlOutlineGroup(root, id: \.name, children: \.children) { VmlText($0.name) }
    /// ```
    public init<Element, ID, C: RandomAccessCollection>(
        _ root: Element, id: KeyPath<Element, ID>, children: KeyPath<Element, C?>, @VmlBuilder content: (Element) -> VmlContent
    ) where C.Element == Element {
        self.content = Self.outline(
            [root], children: { $0[keyPath: children].map { kids in Array(kids) } }, identity: { $0[keyPath: id] }, content: content)
    }

    /// SwiftUI's `OutlineGroup(_:children:)` as a table's rows, refused as ``VmlTableRow`` is:
    /// `VmlTable(folders, children: \.children) { … }` writes the same rows.
    ///
    /// ```swift
    /// VmlOutlineGroup(folders, children: \.children)
    /// // error: 'init(_:children:)' is unavailable: a table's rows are built from its data on the server: …
    /// ```
    @available(
        *, unavailable,
        message:
            "a table's rows are built from its data on the server: write VmlTable(items) { columns } or VmlTable(items, children: \\.children) { columns }"
    )
    public init<Data: RandomAccessCollection>(_ data: Data, children: KeyPath<Data.Element, Data?>) {
        self.content = VmlContent()
    }

    /// SwiftUI's `OutlineGroup(_:children:)` with one root as a table's rows, refused as the form
    /// with a collection is: `VmlTable([root], children: \.children) { … }`.
    ///
    /// ```swift
    /// VmlOutlineGroup(root, children: \.children)
    /// // error: 'init(_:children:)' is unavailable: a table's rows are built from its data on the server: …
    /// ```
    @available(
        *, unavailable,
        message:
            "a table's rows are built from its data on the server: write VmlTable(items) { columns } or VmlTable(items, children: \\.children) { columns }"
    )
    public init<Element, C: RandomAccessCollection>(_ root: Element, children: KeyPath<Element, C?>) where C.Element == Element {
        self.content = VmlContent()
    }

    /// The tree's views: content for leaves, disclosure groups for branches; inside a
    /// `List(selection:)` each item's views are tagged with its identity, as ``VmlForEach`` tags them.
    private static func outline<Element>(
        _ roots: [Element], children: (Element) -> [Element]?, identity: (Element) -> Any?, content: (Element) -> VmlContent
    ) -> VmlContent {
        let tagsItems = ImplicitTags.areWanted
        func tagged(_ part: VmlContent, _ item: Element) -> VmlContent {
            guard tagsItems else { return part }
            var part = part
            ImplicitTags.tag(&part, with: identity(item))
            return part
        }
        let nodes = OutlineTree.nodes(
            roots: roots, children: children, leaf: { tagged(content($0), $0).nodes },
            branch: { item, nodes in
                var group = ElementBuilder("DisclosureGroup")
                group.append(VmlContent(nodes: nodes))
                group.append(content(item), template: "label")
                guard case .element(let element)? = tagged(group.content, item).nodes.first else { return group.element }
                return element
            })
        return VmlContent(nodes: nodes)
    }

    /// The views, in order.
    public var body: VmlContent { return content }
}
