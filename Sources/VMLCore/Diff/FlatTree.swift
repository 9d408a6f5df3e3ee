/// A tree laid out in document order (preorder) for the diff: each node with the size and a
/// hash of its subtree, computed once with loops, so comparing two subtrees is a hash check
/// and never a walk of each subtree at each level (which would be quadratic on deep trees).
///
/// Index 0 is the document itself; its children are the top-level nodes.
struct FlatTree {
    /// The nodes in preorder; `nodes[0]` stands for the document and is never read.
    private(set) var nodes: [VMLNode] = [.text("")]
    /// How many nodes the subtree at each index holds, itself included.
    private(set) var sizes: [Int]
    /// A hash of the subtree at each index (equal subtrees have equal hashes).
    private(set) var hashes: [Int]

    init(_ roots: [VMLNode]) {
        var parents: [Int] = [-1]
        // Depth-first with a stack of sibling lists, so each node is copied once.
        var open: [(siblings: [VMLNode], next: Int, parent: Int)] = [(roots, 0, 0)]
        while !open.isEmpty {
            let top = open.count - 1
            guard open[top].next < open[top].siblings.count else {
                open.removeLast()
                continue
            }
            let node = open[top].siblings[open[top].next]
            open[top].next += 1
            let index = nodes.count
            parents.append(open[top].parent)
            if case .element(let element) = node {
                let children = element.children
                if !children.isEmpty { open.append((children, 0, index)) }
            }
            nodes.append(node)
        }
        sizes = [Int](repeating: 1, count: nodes.count)
        for index in stride(from: nodes.count - 1, to: 0, by: -1) {
            sizes[parents[index]] += sizes[index]
        }
        hashes = [Int](repeating: 0, count: nodes.count)
        for index in stride(from: nodes.count - 1, through: 0, by: -1) {
            var hasher = Hasher()
            switch nodes[index] {
            case .text(let text):
                hasher.combine(1 as UInt8)
                hasher.combine(text)
            case .element(let element):
                hasher.combine(0 as UInt8)
                hasher.combine(element.name)
                element.hashAttributes(into: &hasher)
                hasher.combine(element.style)
            }
            var child = index + 1
            while child < index + sizes[index] {
                hasher.combine(hashes[child])
                child += sizes[child]
            }
            hashes[index] = hasher.finalize()
        }
    }

    /// The indices of the children of the node at `index`, in order.
    func children(of index: Int) -> [Int] {
        var result: [Int] = []
        var child = index + 1
        let end = index + sizes[index]
        while child < end {
            result.append(child)
            child += sizes[child]
        }
        return result
    }

    /// The element name, or `#text`.
    func name(at index: Int) -> String {
        switch nodes[index] {
        case .text: "#text"
        case .element(let element): element.name
        }
    }
}
