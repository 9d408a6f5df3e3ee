import VMLCore

/// Where each element and attribute of a parsed document stood, in memory linear in the number
/// of elements: flat arrays of parent, index among siblings, name and location, never a path per
/// element.
///
/// ```swift
/// let (document, locations) = try VMLParser().parseWithLocationTable("<VStack>\n  <Text/>\n</VStack>")
/// locations.location(of: VMLNodePath([.init("VStack", 0), .init("Text", 0)]))   // 2:3
/// ```
///
/// Paths index nodes as parsed, like ``VMLSourceMap``'s. A lookup walks the path from the
/// document down, a binary search among each element's children per step.
public struct VMLLocationTable: Sendable {
    /// Each element's parent (`-1` at the top level), in document order.
    private var parents: [Int] = []
    /// Each element's index among its parent's children (text nodes included).
    private var childIndices: [Int] = []
    private var names: [String] = []
    private var elementLocations: [VMLSourceLocation] = []
    /// Where each element's attributes start in the attribute arrays (they are read before the
    /// next element, so each element's are contiguous).
    private var attributeStarts: [Int] = []
    private var attributeNames: [String] = []
    private var attributeLocations: [VMLSourceLocation] = []
    /// The children of element `e` are `children[childStarts[e + 1]..<childStarts[e + 2]]`, in
    /// sibling order; the top-level elements come first (`e` = -1).
    private var childStarts: [Int] = []
    private var children: [Int] = []

    /// An empty table.
    public init() {}

    /// How many elements the table knows.
    ///
    /// ```swift
    /// try VMLParser().parseWithLocationTable("<A><B/></A>").locations.elementCount   // 2
    /// ```
    public var elementCount: Int { names.count }

    /// The location of the `<` of the element at `path`, if known.
    ///
    /// ```swift
    /// locations.location(of: VMLNodePath([.init("A", 0)]))   // 1:1
    /// ```
    public func location(of path: VMLNodePath) -> VMLSourceLocation? {
        element(at: path).map { elementLocations[$0] }
    }

    /// The location of the name of the attribute `name` of the element at `path`, if known.
    ///
    /// ```swift
    /// locations.location(ofAttribute: "id", at: VMLNodePath([.init("A", 0)]))   // 1:4 for <A id="x"/>
    /// ```
    public func location(ofAttribute name: String, at path: VMLNodePath) -> VMLSourceLocation? {
        guard let element = element(at: path) else { return nil }
        var attribute = attributeStarts[element]
        let end = element + 1 < attributeStarts.count ? attributeStarts[element + 1] : attributeNames.count
        while attribute < end {
            if attributeNames[attribute] == name { return attributeLocations[attribute] }
            attribute += 1
        }
        return nil
    }

    /// The same locations as a ``VMLSourceMap``, keyed by full paths.
    ///
    /// ```swift
    /// let map = locations.sourceMap()   // what VMLValidator.validate(_:sourceMap:) takes
    /// ```
    ///
    /// A source map holds one path per element, so its memory grows with the sum of the
    /// elements' depths, not with their number: for deep documents prefer the table's own
    /// lookups.
    public func sourceMap() -> VMLSourceMap {
        var map = VMLSourceMap()
        map.elements.reserveCapacity(names.count)
        var steps: [VMLNodePath.Step] = []
        var open: [Int] = []
        for element in 0..<names.count {
            while let last = open.last, last != parents[element] {
                open.removeLast()
                steps.removeLast()
            }
            steps.append(VMLNodePath.Step(names[element], childIndices[element]))
            open.append(element)
            // A copy sized exactly, not sharing the growing stack's buffer.
            let path = VMLNodePath(Array(steps[...]))
            map.elements[path] = elementLocations[element]
            let start = attributeStarts[element]
            let end = element + 1 < attributeStarts.count ? attributeStarts[element + 1] : attributeNames.count
            if start < end {
                var attributes: [String: VMLSourceLocation] = [:]
                attributes.reserveCapacity(end - start)
                for attribute in start..<end { attributes[attributeNames[attribute]] = attributeLocations[attribute] }
                map.attributes[path] = attributes
            }
        }
        return map
    }

    /// The element at `path`: one binary search among the children per step.
    private func element(at path: VMLNodePath) -> Int? {
        var parent = -1
        for step in path.steps {
            guard parent + 2 < childStarts.count else { return nil }
            var lower = childStarts[parent + 1]
            var upper = childStarts[parent + 2]
            while lower < upper {
                let middle = (lower + upper) / 2
                if childIndices[children[middle]] < step.index { lower = middle + 1 } else { upper = middle }
            }
            guard lower < childStarts[parent + 2] else { return nil }
            let child = children[lower]
            guard childIndices[child] == step.index, names[child] == step.name else { return nil }
            parent = child
        }
        return parent >= 0 ? parent : nil
    }

    /// Records offsets while the reader reads, then resolves them to a table.
    struct Recorder {
        private var parents: [Int] = []
        private var childIndices: [Int] = []
        private var names: [String] = []
        private var elementOffsets: [Int] = []
        private var attributeStarts: [Int] = []
        private var attributeNames: [String] = []
        private var attributeOffsets: [Int] = []

        /// Records an element whose `<` is at `offset`; returns its number, for its attributes
        /// and children.
        mutating func addElement(_ name: String, parent: Int, childIndex: Int, offset: Int) -> Int {
            parents.append(parent)
            childIndices.append(childIndex)
            names.append(name)
            elementOffsets.append(offset)
            attributeStarts.append(attributeNames.count)
            return names.count - 1
        }

        /// Records an attribute of the element last added, whose name starts at `offset`.
        mutating func addAttribute(_ name: String, offset: Int) {
            attributeNames.append(name)
            attributeOffsets.append(offset)
        }

        /// The table, with offsets turned into lines and columns in one forward sweep.
        func table(locator: SourceLocator) -> VMLLocationTable {
            var table = VMLLocationTable()
            var sweep = locator
            table.elementLocations.reserveCapacity(names.count)
            table.attributeLocations.reserveCapacity(attributeNames.count)
            // Each element's attributes stand after its `<` and before the next element's.
            for element in 0..<names.count {
                table.elementLocations.append(sweep.location(of: elementOffsets[element]))
                let end = element + 1 < attributeStarts.count ? attributeStarts[element + 1] : attributeNames.count
                for attribute in attributeStarts[element]..<end {
                    table.attributeLocations.append(sweep.location(of: attributeOffsets[attribute]))
                }
            }
            table.parents = parents
            table.childIndices = childIndices
            table.names = names
            table.attributeStarts = attributeStarts
            table.attributeNames = attributeNames
            // Children by parent, in document order (which is sibling order): a counting sort.
            var starts = [Int](repeating: 0, count: names.count + 2)
            for parent in parents { starts[parent + 2] += 1 }
            for index in 1..<starts.count { starts[index] += starts[index - 1] }
            var next = starts
            var children = [Int](repeating: 0, count: names.count)
            for element in 0..<names.count {
                children[next[parents[element] + 1]] = element
                next[parents[element] + 1] += 1
            }
            table.childStarts = starts
            table.children = children
            return table
        }
    }
}
