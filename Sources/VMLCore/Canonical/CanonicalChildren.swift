/// An element's children as canonical form sees them: adjacent text nodes merged into one,
/// empty text dropped (Docs/CanonicalForm.md#text). Each item keeps the index of its first
/// node in the original list, for error paths.
struct CanonicalChildren: Sequence, IteratorProtocol {
    /// The children as stored.
    let nodes: [VMLNode]
    private var position = 0

    init(_ nodes: [VMLNode]) {
        self.nodes = nodes
    }

    /// One canonical child: an element, left in the list for the caller to read as
    /// `nodes[index]` (the iterator copies no element), or a run of text already merged.
    enum Item {
        case element(index: Int)
        case text(index: Int, String)
    }

    /// The next canonical child, without copying an element out of the list.
    mutating func nextItem() -> Item? {
        while position < nodes.count {
            let start = position
            position += 1
            // The tag alone is read first (see ``VMLNode/isText(_:at:)``).
            guard VMLNode.isText(nodes, at: start), case .text(let first) = nodes[start] else {
                return .element(index: start)
            }
            var merged = first
            while position < nodes.count, VMLNode.isText(nodes, at: position), case .text(let more) = nodes[position] {
                merged += more
                position += 1
            }
            if !merged.isEmpty { return .text(index: start, merged) }
        }
        return nil
    }

    mutating func next() -> (index: Int, node: VMLNode)? {
        switch nextItem() {
        case .element(let index): (index, nodes[index])
        case .text(let index, let text): (index, .text(text))
        case nil: nil
        }
    }
}
