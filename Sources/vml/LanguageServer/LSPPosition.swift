/// A position as the Language Server Protocol counts it: a 0-based line and a 0-based offset in
/// UTF-16 code units within that line (the protocol's default `positionEncoding`, `utf-16`).
struct LSPPosition: Hashable, Sendable, Codable, Comparable {
    /// The line, from 0.
    var line: Int
    /// The UTF-16 code unit offset within the line, from 0.
    var character: Int

    static func < (lhs: Self, rhs: Self) -> Bool {
        (lhs.line, lhs.character) < (rhs.line, rhs.character)
    }
}

/// A range of a document, `start` included and `end` excluded, as the protocol counts positions.
struct LSPRange: Hashable, Sendable, Codable {
    var start: LSPPosition
    var end: LSPPosition
}
