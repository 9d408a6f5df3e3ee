/// A position in VML source text: 1-based line and column, the column counted in characters
/// (Swift `Character`s) of the original input.
public struct VMLSourceLocation: Hashable, Sendable, Codable, Comparable, CustomStringConvertible {
    /// The line, from 1.
    public var line: Int
    /// The column, from 1, in characters of the original line.
    public var column: Int

    /// Creates a location.
    public init(line: Int, column: Int) {
        self.line = line
        self.column = column
    }

    /// `3:17`
    public var description: String { "\(line):\(column)" }

    /// Orders by line, then column.
    public static func < (lhs: Self, rhs: Self) -> Bool {
        (lhs.line, lhs.column) < (rhs.line, rhs.column)
    }
}

/// Where each element and attribute of a parsed document stood in its source text.
///
/// The parser fills it; the validator uses it to put a line and column on a diagnostic.
/// Trees built in code have no source map.
///
/// ```swift
/// let (_, map) = try VMLParser().parseWithSourceMap("<A id=\"x\">\n  <B/>\n</A>")
/// map.location(of: VMLNodePath([.init("A", 0), .init("B", 0)]))   // 2:3
/// map.location(ofAttribute: "id", at: VMLNodePath([.init("A", 0)]))   // 1:4
/// ```
///
/// A map from the parser keeps flat arrays, about 32 bytes an element whatever the depth, and
/// looks a path up with one binary search a step. ``elements`` and ``attributes`` build
/// dictionaries keyed by full paths when asked for, which costs memory in the sum of the
/// elements' depths: prefer the two lookups.
public struct VMLSourceMap: Sendable {
    /// What the parser recorded.
    private var table: VMLLocationTable
    /// Locations given in code (by the initializer or through ``elements`` and ``attributes``).
    private var givenElements: [VMLNodePath: VMLSourceLocation]
    private var givenAttributes: [VMLNodePath: [String: VMLSourceLocation]]

    /// Creates a source map from locations keyed by path.
    public init(
        elements: [VMLNodePath: VMLSourceLocation] = [:],
        attributes: [VMLNodePath: [String: VMLSourceLocation]] = [:]
    ) {
        self.table = VMLLocationTable()
        self.givenElements = elements
        self.givenAttributes = attributes
    }

    /// A source map over what the parser recorded.
    package init(table: VMLLocationTable) {
        self.table = table
        self.givenElements = [:]
        self.givenAttributes = [:]
    }

    /// The location of each element's `<`, by node path (built when asked for; see above).
    public var elements: [VMLNodePath: VMLSourceLocation] {
        get { table.elementCount == 0 ? givenElements : table.dictionaries().elements.merging(givenElements) { _, given in given } }
        set {
            givenAttributes = attributes
            givenElements = newValue
            table = VMLLocationTable()
        }
    }

    /// The location of each attribute's name, by the element's node path and the attribute name
    /// (built when asked for; see above).
    public var attributes: [VMLNodePath: [String: VMLSourceLocation]] {
        get {
            table.elementCount == 0 ? givenAttributes : table.dictionaries().attributes.merging(givenAttributes) { _, given in given }
        }
        set {
            givenElements = elements
            givenAttributes = newValue
            table = VMLLocationTable()
        }
    }

    /// The location of the element at `path`, if known.
    public func location(of path: VMLNodePath) -> VMLSourceLocation? {
        givenElements[path] ?? table.location(of: path)
    }

    /// The location of the attribute `name` of the element at `path`, if known.
    public func location(ofAttribute name: String, at path: VMLNodePath) -> VMLSourceLocation? {
        givenAttributes[path]?[name] ?? table.location(ofAttribute: name, at: path)
    }
}

extension VMLSourceMap: Hashable {
    /// Whether the two maps give the same locations (however each keeps them).
    public static func == (lhs: Self, rhs: Self) -> Bool {
        if lhs.table == rhs.table, lhs.givenElements == rhs.givenElements, lhs.givenAttributes == rhs.givenAttributes { return true }
        return lhs.elements == rhs.elements && lhs.attributes == rhs.attributes
    }

    /// Feeds the locations to `hasher`.
    public func hash(into hasher: inout Hasher) {
        hasher.combine(elements)
        hasher.combine(attributes)
    }
}
