/// What describes one `vml` subcommand: its name, its options and its help, and the
/// ``ParsableSubcommand`` type its command line is parsed into.
///
/// Every subcommand is listed in ``VMLCommand/subcommands``. The command line is split against
/// ``options`` in one place (``CommandLineArguments``), help is written from these fields in one
/// place (``CommandHelp``), and a ``CommandError`` thrown while parsing or running is printed in one
/// place (``VMLCommand/run(arguments:io:)``). The options come from the command's typed
/// declarations (``Flag``, ``Option``), the same values its `init(parsing:)` reads them with.
struct Subcommand: Sendable {
    /// The word after `vml`, such as `fmt`.
    var name: String
    /// One line for `vml --help`.
    var summary: String
    /// The operands in the usage line, such as `[FILE ...]`.
    var operands: String
    /// What the command does, a paragraph or more for `vml help NAME`.
    var discussion: String
    /// The flags and options it takes, in the order the help lists them (`-h`/`--help` is implied),
    /// each with its help text.
    var options: [CommandOption]
    /// What each exit status means for this command.
    var exitStatus: String
    /// The value the command line is parsed into, which runs the command.
    var type: any ParsableSubcommand.Type

    /// A subcommand taking `options`, the command's declarations in the order the help lists them.
    init(
        name: String, summary: String, operands: String, discussion: String, options: [any DeclaredOption], exitStatus: String,
        type: any ParsableSubcommand.Type
    ) {
        self.name = name
        self.summary = summary
        self.operands = operands
        self.discussion = discussion
        self.options = options.map(\.declaration)
        self.exitStatus = exitStatus
        self.type = type
    }

    /// The usage line: `vml fmt [--compact] [--max-output-bytes N] [FILE ...]`.
    var synopsis: String {
        var words = ["vml", name]
        for option in options {
            words.append(option.valueName.map { "[--\(option.name) \($0)]" } ?? "[--\(option.name)]")
        }
        if !operands.isEmpty { words.append(operands) }
        return words.joined(separator: " ")
    }

    /// Parses `arguments` (split against ``options``) into the command's value and runs it.
    func run(_ arguments: CommandLineArguments, io: CommandIO) throws(CommandError) {
        try type.init(parsing: arguments).run(io: io)
    }
}
