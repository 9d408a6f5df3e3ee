import VMLCore

/// A spelling the parser reads but the canonical form drops, worth a warning: a trailing comma
/// in a style (`style="padding(8),"`), which `vml check` reports as `trailing-comma`.
///
/// ```swift
/// let notes = try VMLParser().notes(in: Array(#"<Text style="padding(8),"/>"#.utf8))
/// notes[0].location   // 1:24
/// notes[0].path       // Text[0]
/// notes[0].message    // trailing ',' in the style: nothing follows it, and the canonical form drops it; remove it, or add what was meant to follow
/// ```
public struct VMLParseNote: Sendable, Hashable {
    /// What a note is about.
    ///
    /// ```swift
    /// VMLParseNote.Kind.trailingComma.rawValue   // "trailing-comma"
    /// ```
    public enum Kind: String, Sendable, Hashable, CaseIterable {
        /// A comma with nothing after it in a style, an argument list, an array or `attr(…)`.
        case trailingComma = "trailing-comma"
    }

    /// What the note is about.
    public var kind: Kind
    /// Where the spelling stands (the comma), line and column of the original input.
    public var location: VMLSourceLocation
    /// The element whose style holds it, as the parser returns the document.
    public var path: VMLNodePath
    /// What to write instead, one line.
    public var message: String

    /// Creates a note.
    ///
    /// ```swift
    /// VMLParseNote(kind: .trailingComma, location: .init(line: 1, column: 23), path: VMLNodePath([.init("Text", 0)]), message: "…").kind
    /// // .trailingComma
    /// ```
    public init(kind: Kind, location: VMLSourceLocation, path: VMLNodePath, message: String) {
        self.kind = kind
        self.location = location
        self.path = path
        self.message = VMLDisplayText.message(message)
    }
}
