import VMLCore
import VMLParser
import VMLValidation

/// How every `vml` command reports a problem, so `fmt` and `check` print alike: one
/// `FILE:LINE:COL: error: MESSAGE [code]` line (``VMLDiagnostic/formatted(file:)``), or
/// `FILE: error: MESSAGE` for a problem with the file itself, each ending in a newline.
///
/// Every line is one line of visible characters: messages, names and file names show control,
/// bidirectional and invisible characters as `\u{…}` (``VMLDisplayText``).
enum CommandDiagnostics {
    /// The diagnostic's line; with `excerpt`, the parse error's excerpt of the line and its caret
    /// follow (at most about 120 characters each).
    static func report(_ diagnostic: VMLDiagnostic, file: String, excerpt: VMLParseError? = nil) -> String {
        var text = diagnostic.formatted(file: file) + "\n"
        if let excerpt {
            text += excerpt.sourceLine + "\n" + excerpt.caretLine + "\n"
        }
        return text
    }

    /// A parse error as a diagnostic: the code `parse-error`, at the parser's line and column.
    static func diagnostic(for error: VMLParseError) -> VMLDiagnostic {
        VMLDiagnostic(.error, .parseError, error.message, path: VMLNodePath(), location: error.location)
    }

    /// `FILE: error: MESSAGE`: the file cannot be read or written, or its output is too large.
    static func fileError(_ message: String, file: String) -> String {
        "\(VMLDisplayText.escaped(file)): error: \(VMLDisplayText.message(message))\n"
    }
}
