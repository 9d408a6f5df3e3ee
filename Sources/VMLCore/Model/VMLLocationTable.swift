/// Where each element and attribute of a parsed document stood, in memory linear in the number
/// of elements: flat arrays of parent, index among siblings, name and location (about 32 bytes
/// an element), never a path per element. The storage of ``VMLSourceMap``.
///
/// A lookup walks the path from the document down, a binary search among each element's
/// children per step. Lines and columns are stored in 32 bits: beyond 2,147,483,647 they read
/// as that number.
package struct VMLLocationTable: Hashable, Sendable {
    /// Each element's parent (`-1` at the top level), in document order.
    private var parents: [Int32] = []
    /// Each element's index among its parent's children (text nodes included).
    private var childIndices: [Int32] = []
    /// Each element's name, as an index into `names`.
    private var nameIDs: [Int32] = []
    /// Where each element's attributes start in the attribute arrays (they are read before the
    /// next element, so each element's are contiguous).
    private var attributeStarts: [Int32] = []
    private var attributeNameIDs: [Int32] = []
    /// The line and column of each element's `<` and each attribute's name, in document order
    /// (each element, then its attributes): element `e` is entry `e + attributeStarts[e]`, and
    /// attribute `a` of element `e` is entry `a + e + 1`.
    private var lines: [Int32] = []
    private var columns: [Int32] = []
    /// The distinct element and attribute names.
    private var names: [String] = []
    /// The children of element `e` are `children[childStarts[e + 1]..<childStarts[e + 2]]`, in
    /// sibling order; the top-level elements come first (`e` = -1).
    private var childStarts: [Int32] = []
    private var children: [Int32] = []

    /// An empty table.
    package init() {}

    /// A table of what the parser recorded: for each element in document order its parent
    /// (`-1` at the top level), its index among its parent's children, its name (an index into
    /// `names`) and where its attributes start in `attributeNameIDs`; and the line and column of
    /// each element and attribute in document order (see ``lines``).
    package init(
        parents: [Int32],
        childIndices: [Int32],
        nameIDs: [Int32],
        attributeStarts: [Int32],
        attributeNameIDs: [Int32],
        names: [String],
        lines: [Int32],
        columns: [Int32]
    ) {
        self.parents = parents
        self.childIndices = childIndices
        self.nameIDs = nameIDs
        self.attributeStarts = attributeStarts
        self.attributeNameIDs = attributeNameIDs
        self.names = names
        self.lines = lines
        self.columns = columns
        // Children by parent, in document order (which is sibling order): a counting sort.
        let count = parents.count
        var starts = [Int32](repeating: 0, count: count + 2)
        for parent in parents { starts[Int(parent) + 2] += 1 }
        for index in 1..<starts.count { starts[index] += starts[index - 1] }
        var next = starts
        var children = [Int32](repeating: 0, count: count)
        for element in 0..<count {
            let slot = Int(parents[element]) + 1
            children[Int(next[slot])] = Int32(truncatingIfNeeded: element)
            next[slot] += 1
        }
        self.childStarts = starts
        self.children = children
    }

    /// How many elements the table knows.
    package var elementCount: Int { parents.count }

    /// The location of the `<` of the element at `path`, if known.
    package func location(of path: VMLNodePath) -> VMLSourceLocation? {
        element(at: path).map { location(ofEntry: $0 + Int(attributeStarts[$0])) }
    }

    /// The location of the name of the attribute `name` of the element at `path`, if known.
    package func location(ofAttribute name: String, at path: VMLNodePath) -> VMLSourceLocation? {
        guard let element = element(at: path) else { return nil }
        for attribute in attributes(of: element) where names[Int(attributeNameIDs[attribute])] == name {
            return location(ofEntry: attribute + element + 1)
        }
        return nil
    }

    /// The location of entry `entry` of ``lines`` and ``columns``.
    private func location(ofEntry entry: Int) -> VMLSourceLocation {
        VMLSourceLocation(line: Int(lines[entry]), column: Int(columns[entry]))
    }

    /// The same locations keyed by full paths, as ``VMLSourceMap/elements`` and
    /// ``VMLSourceMap/attributes`` show them (memory grows with the sum of the elements' depths).
    package func dictionaries() -> (elements: [VMLNodePath: VMLSourceLocation], attributes: [VMLNodePath: [String: VMLSourceLocation]]) {
        var map: (elements: [VMLNodePath: VMLSourceLocation], attributes: [VMLNodePath: [String: VMLSourceLocation]]) = ([:], [:])
        map.elements.reserveCapacity(parents.count)
        var steps: [VMLNodePath.Step] = []
        var open: [Int32] = []
        for element in 0..<parents.count {
            while let last = open.last, last != parents[element] {
                open.removeLast()
                steps.removeLast()
            }
            steps.append(VMLNodePath.Step(names[Int(nameIDs[element])], Int(childIndices[element])))
            open.append(Int32(truncatingIfNeeded: element))
            // A copy sized exactly, not sharing the growing stack's buffer.
            let path = VMLNodePath(Array(steps[...]))
            map.elements[path] = location(ofEntry: element + Int(attributeStarts[element]))
            let range = attributes(of: element)
            if !range.isEmpty {
                var attributes: [String: VMLSourceLocation] = [:]
                attributes.reserveCapacity(range.count)
                for attribute in range {
                    attributes[names[Int(attributeNameIDs[attribute])]] = location(ofEntry: attribute + element + 1)
                }
                map.attributes[path] = attributes
            }
        }
        return map
    }

    /// The attribute numbers of `element`.
    private func attributes(of element: Int) -> Range<Int> {
        let end = element + 1 < attributeStarts.count ? Int(attributeStarts[element + 1]) : attributeNameIDs.count
        return Int(attributeStarts[element])..<end
    }

    /// The element at `path`: one binary search among the children per step.
    private func element(at path: VMLNodePath) -> Int? {
        var parent = -1
        for step in path.steps {
            guard parent + 2 < childStarts.count else { return nil }
            let end = Int(childStarts[parent + 2])
            var lower = Int(childStarts[parent + 1])
            var upper = end
            while lower < upper {
                let middle = (lower + upper) / 2
                if Int(childIndices[Int(children[middle])]) < step.index { lower = middle + 1 } else { upper = middle }
            }
            guard lower < end else { return nil }
            let child = Int(children[lower])
            guard Int(childIndices[child]) == step.index, names[Int(nameIDs[child])] == step.name else { return nil }
            parent = child
        }
        return parent >= 0 ? parent : nil
    }
}
