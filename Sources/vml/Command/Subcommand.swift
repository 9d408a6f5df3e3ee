/// One `vml` subcommand, as a value: its name, its options, its help and what it does.
///
/// Every subcommand is listed in ``VMLCommand/subcommands``. The command line is split against
/// ``options`` in one place (``CommandLineArguments``), help is written from these fields in one
/// place (``CommandHelp``), and a ``CommandError`` thrown by ``run`` is printed in one place
/// (``VMLCommand/run(arguments:io:)``).
struct Subcommand: Sendable {
    /// What a subcommand's `run` receives: the parsed command line and the streams.
    typealias Run = @Sendable (_ arguments: CommandLineArguments, _ io: CommandIO) throws(CommandError) -> Int32

    /// The word after `vml`, such as `fmt`.
    var name: String
    /// One line for `vml --help`.
    var summary: String
    /// The operands in the usage line, such as `[FILE ...]`.
    var operands: String
    /// What the command does, a paragraph or more for `vml help NAME`.
    var discussion: String
    /// The flags and options it takes, in the order the help lists them (`-h`/`--help` is implied).
    var options: [CommandOption]
    /// What each exit status means for this command.
    var exitStatus: String
    /// Runs the command; returns the exit status or throws a ``CommandError``.
    var run: Run

    /// The usage line: `vml fmt [--compact] [--max-output-bytes N] [FILE ...]`.
    var synopsis: String {
        var words = ["vml", name]
        for option in options {
            words.append(option.valueName.map { "[--\(option.name) \($0)]" } ?? "[--\(option.name)]")
        }
        if !operands.isEmpty { words.append(operands) }
        return words.joined(separator: " ")
    }
}
