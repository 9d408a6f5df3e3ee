/// An element's children as canonical form sees them: adjacent text nodes merged into one,
/// empty text dropped (Docs/CanonicalForm.md#text). Each item keeps the index of its first
/// node in the original list, for error paths.
struct CanonicalChildren: Sequence, IteratorProtocol {
    private let nodes: [VMLNode]
    private var position = 0

    init(_ nodes: [VMLNode]) {
        self.nodes = nodes
    }

    mutating func next() -> (index: Int, node: VMLNode)? {
        while position < nodes.count {
            let start = position
            position += 1
            guard case .text(let first) = nodes[start] else { return (start, nodes[start]) }
            var merged = first
            while position < nodes.count, case .text(let more) = nodes[position] {
                merged += more
                position += 1
            }
            if !merged.isEmpty { return (start, .text(merged)) }
        }
        return nil
    }
}
