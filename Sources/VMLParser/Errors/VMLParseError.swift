import VMLCore

/// Why a text is not VML: where (line and column of the original input) and what was expected.
///
/// ```text
/// 3:17: expected ')' to close 'padding(' opened at 3:9, found end of the style
///   <Text style="padding(8"/>
///                   ^
/// ```
public struct VMLParseError: Error, Sendable, Equatable, CustomStringConvertible {
    /// Where the problem is: 1-based line and column, the column counted in characters of the line.
    public var location: VMLSourceLocation
    /// What was expected and what was found, e.g. `expected '>' to end the tag 'Text', found '"'`.
    public var message: String
    /// The offending line of the input, without its line end.
    public var sourceLine: String

    /// Creates an error.
    public init(location: VMLSourceLocation, message: String, sourceLine: String = "") {
        self.location = location
        self.message = message
        self.sourceLine = sourceLine
    }

    /// `3:17: message`, then the offending line and a caret under the column, like a compiler.
    public var description: String {
        "\(location): \(message)\n\(sourceLine)\n\(caretLine)"
    }

    /// Spaces (tabs where the line has tabs, so the caret lines up) and a `^` under the column.
    private var caretLine: String {
        var caret = ""
        var column = 1
        for character in sourceLine {
            guard column < location.column else { break }
            caret.append(character == "\t" ? "\t" : " ")
            column += 1
        }
        if column < location.column {
            caret += String(repeating: " ", count: location.column - column)
        }
        return caret + "^"
    }
}
