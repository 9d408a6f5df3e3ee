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
public struct VMLSourceMap: Hashable, Sendable {
    /// The location of each element's `<`, by node path.
    public var elements: [VMLNodePath: VMLSourceLocation]
    /// The location of each attribute's name, by the element's node path and the attribute name.
    public var attributes: [VMLNodePath: [String: VMLSourceLocation]]

    /// Creates a source map.
    public init(
        elements: [VMLNodePath: VMLSourceLocation] = [:],
        attributes: [VMLNodePath: [String: VMLSourceLocation]] = [:]
    ) {
        self.elements = elements
        self.attributes = attributes
    }

    /// The location of the element at `path`, if known.
    public func location(of path: VMLNodePath) -> VMLSourceLocation? {
        elements[path]
    }

    /// The location of the attribute `name` of the element at `path`, if known.
    public func location(ofAttribute name: String, at path: VMLNodePath) -> VMLSourceLocation? {
        attributes[path]?[name]
    }
}
