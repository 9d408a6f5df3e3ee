@_spi(VMLInternals) import VMLCore

/// The document flattened in document order, with each node's path as `vml diff` writes it, its
/// modifiers read once, and how it grows in its parent (``Expansion``), worked out children first.
/// Built with loops, so a deep document never deepens the call stack.
struct PreviewTree {
    /// One node.
    struct Entry {
        /// The element, or `nil` for a text node.
        var element: VMLNode.Element?
        /// The text of a text node.
        var text: String
        /// The name used in paths (`Text`, or `#text`).
        var name: String
        /// The parent's index, or -1 at the top.
        var parent: Int
        /// The children's indices, in document order (none below ``PreviewTree/maximumDepth``).
        var children: [Int] = []
        /// The full path: `VStack[0] > Text[1]`.
        var path: String
        /// The element's modifiers, in order, with `attr(…)` bindings resolved (``AttrResolution``).
        var modifiers: [VMLModifier]
        /// The depth, 0 at the top.
        var depth: Int
        /// How many descendants were left out because they lie deeper than the preview draws.
        var cutChildren = 0
        /// How the view itself grows, before its modifiers.
        var contentExpansion: Expansion = []
        /// How the view grows once its modifiers apply (what its parent sees).
        var expansion: Expansion = []

        /// The value of the element's attribute `name`.
        subscript(attribute name: String) -> String? { element?[attribute: name] }

        /// The element's `template` attribute.
        var template: String? { element?[attribute: "template"] }
    }

    /// The deepest level drawn: browsers stop laying out far deeper trees, and a page that deep
    /// shows nothing a user could read. Deeper nodes are counted in a note instead.
    static let maximumDepth = 200

    /// The most nodes drawn: a page that large takes a browser seconds to lay out already (about
    /// 40 bytes of HTML a node). The rest are counted in a note (``omittedNodes``).
    static let maximumNodes = 250_000

    /// How many nodes were left out past ``maximumNodes``, in document order.
    private(set) var omittedNodes = 0

    /// Every node, parents before children.
    private(set) var entries: [Entry] = []
    /// The top-level nodes' indices.
    private(set) var roots: [Int] = []

    init(_ document: VMLDocument) {
        // Styles the parser shares (one storage for equal texts) are read back once.
        var modifiersByStorage: [UInt: [VMLModifier]] = [:]
        func modifiers(of element: VMLNode.Element) -> [VMLModifier] {
            guard let key = element.style.storageKey else { return element.style.modifiers }
            if let known = modifiersByStorage[key] { return known }
            let read = element.style.modifiers
            modifiersByStorage[key] = read
            return read
        }
        func resolvedModifiers(of element: VMLNode.Element) -> [VMLModifier] {
            let read = modifiers(of: element)
            return AttrResolution.hasBinding(read) ? AttrResolution.resolve(read, element: element) : read
        }
        var pending: [(node: VMLNode, parent: Int, index: Int)] = document.nodes.enumerated().reversed().map {
            ($0.element, -1, $0.offset)
        }
        while let (node, parent, index) = pending.popLast() {
            if entries.count >= Self.maximumNodes {
                omittedNodes += 1
                continue
            }
            let me = entries.count
            let depth = parent < 0 ? 0 : entries[parent].depth + 1
            let name: String
            var entry: Entry
            switch node {
            case .element(let element):
                name = element.name
                entry = Entry(
                    element: element, text: "", name: name, parent: parent, path: "", modifiers: resolvedModifiers(of: element),
                    depth: depth)
            case .text(let text):
                name = "#text"
                entry = Entry(element: nil, text: text, name: name, parent: parent, path: "", modifiers: [], depth: depth)
            }
            let step = name + "[" + String(index) + "]"
            entry.path = parent < 0 ? step : entries[parent].path + " > " + step
            entries.append(entry)
            if parent < 0 { roots.append(me) } else { entries[parent].children.append(me) }
            guard case .element(let element) = node, !element.children.isEmpty else { continue }
            if depth + 1 >= Self.maximumDepth {
                entries[me].cutChildren = element.children.count
                continue
            }
            for (childIndex, child) in element.children.enumerated().reversed() {
                pending.append((child, me, childIndex))
            }
        }
        for index in entries.indices.reversed() {
            let (content, outer) = Expansion.of(entries[index], in: self)
            entries[index].contentExpansion = content
            entries[index].expansion = outer
        }
    }

    subscript(index: Int) -> Entry { entries[index] }

    /// The children that fill the element's body: those without a `template` attribute.
    func bodyChildren(of index: Int) -> [Int] {
        entries[index].children.filter { entries[$0].template == nil }
    }

    /// The first child placed in the slot `name` (`template="name"`), as the spec picks it.
    func slot(_ name: String, of index: Int) -> Int? {
        entries[index].children.first { entries[$0].template == name }
    }

    /// Every child placed in the slot `name`, in document order (a toolbar collects them all).
    func slots(_ name: String, of index: Int) -> [Int] {
        entries[index].children.filter { entries[$0].template == name }
    }

    /// The parent's element name, or `""` at the top.
    func parentName(of index: Int) -> String {
        let parent = entries[index].parent
        return parent < 0 ? "" : entries[parent].name
    }
}
