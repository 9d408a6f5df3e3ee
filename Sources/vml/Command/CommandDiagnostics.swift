import VMLCore
import VMLParser
import VMLValidation

/// How every `vml` subcommand reports a problem, so they all print alike: one
/// `FILE:LINE:COL: error: MESSAGE [code]` line (``VMLDiagnostic/formatted(file:)``, for
/// validation problems and parse errors alike), or `FILE: error: MESSAGE` for a problem with the
/// file itself, each ending in a newline.
///
/// Every line is one line of visible characters: messages, names and file names show control,
/// bidirectional and invisible characters as `\u{…}` (``VMLDisplayText``).
enum CommandDiagnostics {
    /// The diagnostic's line.
    static func report(_ diagnostic: VMLDiagnostic, file: String) -> String {
        diagnostic.formatted(file: file) + "\n"
    }

    /// The parse error's line; with `excerpt`, the excerpt of the line and its caret follow (at
    /// most about 120 characters each), as `vml fmt` prints them.
    static func report(_ error: VMLParseError, file: String, excerpt: Bool = false) -> String {
        var text = report(VMLDiagnostic(error), file: file)
        if excerpt {
            text += error.sourceLine + "\n" + error.caretLine + "\n"
        }
        return text
    }

    /// `FILE: error: MESSAGE`: the file cannot be read or written, or its output is too large.
    static func fileError(_ message: String, file: String) -> String {
        "\(VMLDisplayText.escaped(file)): error: \(VMLDisplayText.message(message))\n"
    }

    /// What ``unreadable(file:)`` says of the file.
    static let cannotRead = "cannot read the file"

    /// `FILE: error: cannot read the file`.
    static func unreadable(file: String) -> String {
        fileError(cannotRead, file: file)
    }

    /// A command-line mistake: `vml NAME: MESSAGE`, then where to find the usage.
    static func usage(_ error: UsageError, command: String) -> String {
        "vml \(command): \(VMLDisplayText.message(error.message))\nRun 'vml \(command) --help' for usage.\n"
    }
}
