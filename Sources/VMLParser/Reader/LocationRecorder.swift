import VMLCore

/// Records where each element and attribute stands while the reader reads (only for
/// `parseWithSourceMap`), then makes the source map's table.
///
/// Only offsets are recorded, one list in document order (each element's offset, then its
/// attributes'); they become lines and columns in one forward sweep at the end
/// (``SourceLocator/locate(_:)``). It lives beside the reader, so recording costs a few array
/// appends the compiler sees inline, not calls into another module.
struct LocationRecorder {
    /// Each element's parent (`-1` at the top level), index among its siblings, name number,
    /// and where its attributes start in `attributeNameIDs`, in document order.
    private var parents: [Int32] = []
    private var childIndices: [Int32] = []
    private var nameIDs: [Int32] = []
    private var attributeStarts: [Int32] = []
    private var attributeNameIDs: [Int32] = []
    /// The byte offset of each element's `<` and each attribute's name, in document order.
    private var offsets: [Int] = []
    /// The distinct element and attribute names, and their numbers past the first few.
    private var names: [String] = []
    private var numbers: [String: Int32] = [:]

    /// Whether there is room for another element and attribute (2³¹ - 1 of each).
    var hasRoom: Bool {
        parents.count < Int32.max - 1 && attributeNameIDs.count < Int32.max - 1
    }

    /// The number of `name` among the names, added when new. The parser's name cache keeps the
    /// number beside each name it holds, so a name the document repeats is looked up here once.
    mutating func id(of name: String) -> Int32 {
        // A document uses a handful of names: comparing them beats hashing until there are many.
        if names.count <= 16 {
            if let index = names.firstIndex(of: name) { return Int32(truncatingIfNeeded: index) }
        } else if let id = numbers[name] {
            return id
        }
        let id = Int32(truncatingIfNeeded: names.count)
        names.append(name)
        numbers[name] = id
        return id
    }

    /// Records an element whose `<` is at `offset`; returns its number, for its children.
    /// Check ``hasRoom`` first.
    @inline(__always)
    mutating func addElement(nameID: Int32, parent: Int, childIndex: Int, offset: Int) -> Int {
        parents.append(Int32(truncatingIfNeeded: parent))
        childIndices.append(Int32(truncatingIfNeeded: childIndex))
        nameIDs.append(nameID)
        attributeStarts.append(Int32(truncatingIfNeeded: attributeNameIDs.count))
        offsets.append(offset)
        return parents.count - 1
    }

    /// Records an attribute of the element last added, whose name starts at `offset`.
    /// Check ``hasRoom`` first.
    @inline(__always)
    mutating func addAttribute(nameID: Int32, offset: Int) {
        attributeNameIDs.append(nameID)
        offsets.append(offset)
    }

    /// The table, with the offsets turned into lines and columns by `locator`.
    consuming func finish(locator: SourceLocator) -> VMLLocationTable {
        let (lines, columns) = locator.locate(offsets)
        return VMLLocationTable(
            parents: parents, childIndices: childIndices, nameIDs: nameIDs, attributeStarts: attributeStarts,
            attributeNameIDs: attributeNameIDs, names: names, lines: lines, columns: columns)
    }
}
