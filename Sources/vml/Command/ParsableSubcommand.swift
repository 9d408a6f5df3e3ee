/// A `vml` subcommand as a value, as swift-argument-parser's commands are: its command line is
/// parsed into typed properties and checked in ``init(parsing:)``, before ``run(io:)`` does the
/// work.
///
/// Adding an option takes one property, one line in ``init(parsing:)`` that reads it
/// (`compact = arguments.flag("compact")`, or `try arguments.positiveInteger(…)`) and one entry
/// in ``command``'s options, which holds its help text; combinations are checked in
/// ``init(parsing:)`` too, with a ``UsageError``.
protocol ParsableSubcommand: SendableMetatype {
    /// The name, help and options: what `vml help NAME` prints and what the command line is split by.
    static var command: Subcommand { get }

    /// Reads the typed options and operands from `arguments`; throws ``CommandError/usage(_:)``
    /// when they are wrong.
    init(parsing arguments: CommandLineArguments) throws(CommandError)

    /// Does the work. Returning means success; a failure throws, usually
    /// ``CommandError/exit(_:)`` after each input's problem was reported.
    func run(io: CommandIO) throws(CommandError)
}

extension ParsableSubcommand {
    /// The command parsed from `arguments` (the words after `vml NAME`), as `vml` parses them.
    init(arguments: [String]) throws(CommandError) {
        try self.init(parsing: CommandLineArguments(arguments, declared: Self.command.options))
    }
}
