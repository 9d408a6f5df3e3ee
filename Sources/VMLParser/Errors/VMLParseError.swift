import VMLCore

/// Why a text is not VML: where (line and column of the original input) and what was expected.
///
/// ```text
/// 3:17: expected ')' to close 'padding(' opened at 3:9, found end of the style
///   <Text style="padding(8"/>
///                   ^
/// ```
///
/// Every part is one line of visible characters, however hostile the input: control,
/// bidirectional and invisible characters are written as `\u{…}` (``VMLDisplayText``), a message
/// is at most ``VMLDisplayText/maximumMessageLength`` characters, and the excerpt of the line is
/// a window of at most 120 characters around the error.
public struct VMLParseError: Error, Sendable, Equatable, CustomStringConvertible {
    /// Where the problem is: 1-based line and column, the column counted in characters of the
    /// whole original line (never of the excerpt).
    public var location: VMLSourceLocation
    /// What was expected and what was found, e.g. `expected '>' to end the tag 'Text', found '"'`.
    ///
    /// Always one line: whatever is assigned passes through ``VMLDisplayText/message(_:)``.
    public var message: String {
        didSet { message = VMLDisplayText.message(message) }
    }
    /// An excerpt of the offending line, without its line end: the whole line when it is short,
    /// otherwise at most 120 characters around the error with `…` where it was cut. Characters
    /// are shown as in the message (``VMLDisplayText``), except that tabs stay tabs.
    ///
    /// Whatever is assigned is escaped the same way.
    public var sourceLine: String {
        didSet { sourceLine = VMLDisplayText.escaped(sourceLine, keepingTabs: true) }
    }
    /// The column of the error's character in ``sourceLine``, from 1, in characters of the excerpt:
    /// where the caret goes. It equals `location.column` when the line was not cut and nothing
    /// before the error was escaped.
    ///
    /// ```swift
    /// // An error at column 1,000,011 of a 2 MB line:
    /// error.location          // 1:1000011
    /// error.sourceLine.count  // 122: "…", 120 characters, "…"
    /// error.sourceLineColumn  // 62
    /// ```
    public var sourceLineColumn: Int
    /// The stable kind of problem: ``Code/parseError`` for text that is not VML,
    /// ``Code/limitExceeded`` for input past one of the parser's limits. Tools match on it, never
    /// on the message.
    ///
    /// ```swift
    /// error.code            // parse-error
    /// ```
    public var code: Code

    /// Creates an error; `sourceLine` is the whole offending line, with the error at
    /// `location.column` of it, and is cut to its excerpt.
    ///
    /// ```swift
    /// let error = VMLParseError(location: .init(line: 1, column: 4), message: "bad", sourceLine: "ab\u{1B}c")
    /// error.sourceLine        // ab\u{1B}c
    /// error.sourceLineColumn  // 9: the caret goes under the c
    /// error.code              // parse-error
    /// ```
    public init(location: VMLSourceLocation, message: String, sourceLine: String = "", code: Code = .parseError) {
        self.init(
            location: location, message: message, excerpt: SourceExcerpt(line: sourceLine, column: location.column), code: code)
    }

    init(location: VMLSourceLocation, message: String, excerpt: SourceExcerpt, code: Code = .parseError) {
        self.location = location
        self.code = code
        self.message = VMLDisplayText.message(message)
        self.sourceLine = excerpt.text
        self.sourceLineColumn = excerpt.caretColumn
    }

    /// `3:17: message`, then the excerpt of the line and a caret under the error, like a compiler.
    public var description: String {
        "\(location): \(message)\n\(sourceLine)\n\(caretLine)"
    }

    /// Spaces (tabs where the excerpt has tabs, so the caret lines up) and a `^` under the error.
    ///
    /// ```swift
    /// let error = VMLParseError(location: .init(line: 1, column: 3), message: "bad", sourceLine: "\tab")
    /// error.caretLine   // "\t ^"
    /// ```
    public var caretLine: String {
        SourceExcerpt.caretLine(under: sourceLine, at: sourceLineColumn)
    }
}

extension VMLParseError {
    /// The summary that ends a recovering parse's list when it found more errors than it lists
    /// (``VMLParser/Options/maximumErrors``): at the first error left out, with its excerpt.
    ///
    /// ```text
    /// 40:9: 7 more errors not shown (the parser lists the first 100: its maximumErrors option)
    /// ```
    static func moreErrors(_ count: Int, listed: Int, after first: VMLParseError) -> VMLParseError {
        var error = first
        error.code = .limitExceeded
        error.message =
            "\(count) more error\(count == 1 ? "" : "s") not shown (the parser lists the first \(listed): its maximumErrors option)"
        return error
    }
}
