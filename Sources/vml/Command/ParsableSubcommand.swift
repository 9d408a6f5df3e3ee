/// A `vml` subcommand as a value, as swift-argument-parser's commands are: its command line is
/// parsed into typed properties and checked in ``init(parsing:)``, before ``run(io:)`` does the
/// work.
///
/// Each flag and option is declared once, as a typed static value that holds its spelling and help
/// (`static let strict = Flag("strict", help: "…")`, `static let maximumLines: Option<Int> =
/// .positiveInteger("max-lines", …)`), listed in ``command``'s options, and read in
/// ``init(parsing:)`` through that value: `strict = arguments[Self.strict]`,
/// `maximumLines = try arguments[Self.maximumLines]`. Help, the usage line, the splitting of the
/// command line and the usage errors for an unknown option, a missing value or a value of the
/// wrong form all come from the declaration; combinations are checked in ``init(parsing:)``, with
/// a ``UsageError`` naming the declarations (`.conflictingOptions(Self.check.name, Self.inPlace.name)`).
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
