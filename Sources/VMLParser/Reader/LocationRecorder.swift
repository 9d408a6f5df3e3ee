import VMLCore

/// Records where each element and attribute stands while the reader reads (only for
/// `parseWithSourceMap`), then makes the source map's table.
///
/// Only offsets are recorded, one list in document order (each element's offset, then its
/// attributes'); they become lines and columns in one forward sweep at the end
/// (``SourceLocator/locate(_:)``). It lives beside the reader, so recording costs a few array
/// appends the compiler sees inline, not calls into another module.
struct LocationRecorder {
    /// One element: its parent (`-1` at the top level), its index among its siblings, its name's
    /// number, and where its attributes start in `attributeNameIDs`. One record, so recording an
    /// element is one append, not four.
    private struct ElementRecord {
        var parent: Int32
        var childIndex: Int32
        var nameID: Int32
        var attributeStart: Int32
    }

    private var elements: [ElementRecord] = []
    private var attributeNameIDs: [Int32] = []
    /// The byte offset of each element's `<` and each attribute's name, in document order.
    private var offsets: [Int] = []
    /// The distinct element and attribute names, and their numbers past the first few.
    private var names: [String] = []
    private var numbers: [String: Int32] = [:]

    /// Whether there is room for another element and attribute (2³¹ - 1 of each).
    var hasRoom: Bool {
        elements.count < Int32.max - 1 && attributeNameIDs.count < Int32.max - 1
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
        elements.append(
            ElementRecord(
                parent: Int32(truncatingIfNeeded: parent), childIndex: Int32(truncatingIfNeeded: childIndex), nameID: nameID,
                attributeStart: Int32(truncatingIfNeeded: attributeNameIDs.count)))
        offsets.append(offset)
        return elements.count - 1
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
            parents: elements.map(\.parent), childIndices: elements.map(\.childIndex), nameIDs: elements.map(\.nameID),
            attributeStarts: elements.map(\.attributeStart), attributeNameIDs: attributeNameIDs, names: names, lines: lines,
            columns: columns)
    }
}
