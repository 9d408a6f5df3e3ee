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
    /// Each element's line and column, then each attribute's.
    private var elementLines: [Int32] = []
    private var elementColumns: [Int32] = []
    /// Where each element's attributes start in the attribute arrays (they are read before the
    /// next element, so each element's are contiguous).
    private var attributeStarts: [Int32] = []
    private var attributeNameIDs: [Int32] = []
    private var attributeLines: [Int32] = []
    private var attributeColumns: [Int32] = []
    /// The distinct element and attribute names.
    private var names: [String] = []
    /// The children of element `e` are `children[childStarts[e + 1]..<childStarts[e + 2]]`, in
    /// sibling order; the top-level elements come first (`e` = -1).
    private var childStarts: [Int32] = []
    private var children: [Int32] = []

    /// An empty table.
    package init() {}

    /// How many elements the table knows.
    package var elementCount: Int { parents.count }

    /// The location of the `<` of the element at `path`, if known.
    package func location(of path: VMLNodePath) -> VMLSourceLocation? {
        element(at: path).map { VMLSourceLocation(line: Int(elementLines[$0]), column: Int(elementColumns[$0])) }
    }

    /// The location of the name of the attribute `name` of the element at `path`, if known.
    package func location(ofAttribute name: String, at path: VMLNodePath) -> VMLSourceLocation? {
        guard let element = element(at: path) else { return nil }
        for attribute in attributes(of: element) where names[Int(attributeNameIDs[attribute])] == name {
            return VMLSourceLocation(line: Int(attributeLines[attribute]), column: Int(attributeColumns[attribute]))
        }
        return nil
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
            map.elements[path] = VMLSourceLocation(line: Int(elementLines[element]), column: Int(elementColumns[element]))
            let range = attributes(of: element)
            if !range.isEmpty {
                var attributes: [String: VMLSourceLocation] = [:]
                attributes.reserveCapacity(range.count)
                for attribute in range {
                    attributes[names[Int(attributeNameIDs[attribute])]] = VMLSourceLocation(
                        line: Int(attributeLines[attribute]), column: Int(attributeColumns[attribute]))
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

    /// Records offsets while the reader reads, then resolves them to a table.
    package struct Recorder {
        /// The table being filled; its locations come last, from `offsets`.
        private var table = VMLLocationTable()
        private var nameIDs: [String: Int32] = [:]
        private var elementOffsets: [Int] = []
        private var attributeOffsets: [Int] = []

        /// An empty recorder.
        package init() {}

        /// Whether the table has room for another element and attribute (2³¹ - 1 of each).
        package var hasRoom: Bool {
            table.parents.count < Int32.max - 1 && table.attributeNameIDs.count < Int32.max - 1
        }

        /// The number of `name` in the table's names, added when new. A caller that remembers
        /// the numbers of the names it meets (the parser's name table) passes them back as `nameID`.
        package mutating func id(of name: String) -> Int32 {
            // A document uses a handful of names: comparing them beats hashing until there are many.
            if table.names.count <= 16 {
                if let index = table.names.firstIndex(of: name) { return Int32(truncatingIfNeeded: index) }
            } else if let id = nameIDs[name] {
                return id
            }
            let id = Int32(truncatingIfNeeded: table.names.count)
            table.names.append(name)
            nameIDs[name] = id
            return id
        }

        /// Records an element whose `<` is at `offset`; returns its number, for its children.
        /// Check ``hasRoom`` first.
        /// `nameID`, when given, is `id(of: name)` already known.
        package mutating func addElement(_ name: String, nameID: Int32? = nil, parent: Int, childIndex: Int, offset: Int) -> Int {
            table.parents.append(Int32(truncatingIfNeeded: parent))
            table.childIndices.append(Int32(truncatingIfNeeded: childIndex))
            table.nameIDs.append(nameID ?? id(of: name))
            table.attributeStarts.append(Int32(truncatingIfNeeded: table.attributeNameIDs.count))
            elementOffsets.append(offset)
            return table.parents.count - 1
        }

        /// Records an attribute of the element last added, whose name starts at `offset`.
        /// Check ``hasRoom`` first.
        /// `nameID`, when given, is `id(of: name)` already known.
        package mutating func addAttribute(_ name: String, nameID: Int32? = nil, offset: Int) {
            table.attributeNameIDs.append(nameID ?? id(of: name))
            attributeOffsets.append(offset)
        }

        /// The table, with offsets turned into lines and columns by `locate`, called with
        /// increasing offsets (one forward sweep).
        package consuming func finish(locate: (Int) -> VMLSourceLocation) -> VMLLocationTable {
            var table = self.table
            self.table = VMLLocationTable()
            let count = table.parents.count
            table.elementLines.reserveCapacity(count)
            table.elementColumns.reserveCapacity(count)
            table.attributeLines.reserveCapacity(attributeOffsets.count)
            table.attributeColumns.reserveCapacity(attributeOffsets.count)
            // Each element's attributes stand after its `<` and before the next element's.
            for element in 0..<count {
                let location = locate(elementOffsets[element])
                table.elementLines.append(Int32(clamping: location.line))
                table.elementColumns.append(Int32(clamping: location.column))
                for attribute in table.attributes(of: element) {
                    let location = locate(attributeOffsets[attribute])
                    table.attributeLines.append(Int32(clamping: location.line))
                    table.attributeColumns.append(Int32(clamping: location.column))
                }
            }
            elementOffsets = []
            attributeOffsets = []
            // Children by parent, in document order (which is sibling order): a counting sort.
            var starts = [Int32](repeating: 0, count: count + 2)
            for parent in table.parents { starts[Int(parent) + 2] += 1 }
            for index in 1..<starts.count { starts[index] += starts[index - 1] }
            var next = starts
            var children = [Int32](repeating: 0, count: count)
            for element in 0..<count {
                let slot = Int(table.parents[element]) + 1
                children[Int(next[slot])] = Int32(truncatingIfNeeded: element)
                next[slot] += 1
            }
            table.childStarts = starts
            table.children = children
            return table
        }
    }
}
