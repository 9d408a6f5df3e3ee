import VMLCore

/// One `vml` subcommand. Add a command by adding a type that conforms and listing it in
/// ``VMLCommand/subcommands``.
protocol Subcommand {
    /// The word after `vml`, such as `fmt`.
    static var name: String { get }
    /// One line for `vml --help`.
    static var summary: String { get }
    /// The full text for `vml NAME --help`.
    static var usage: String { get }
    /// Runs the command; returns the exit status.
    static func run(arguments: [String], io: CommandIO) -> Int32
}

extension Subcommand {
    /// Reports a usage error the same way for every command and returns the usage status.
    static func usageError(_ message: String, io: CommandIO) -> Int32 {
        io.writeError("vml \(name): \(VMLDisplayText.message(message))\nRun 'vml \(name) --help' for usage.\n")
        return ExitStatus.usage
    }
}
