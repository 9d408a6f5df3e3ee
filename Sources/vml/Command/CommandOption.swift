/// How a flag or option is spelled and explained: what the command line is split by and what help
/// prints. Subcommands do not write one by hand; each comes from a typed declaration, a ``Flag``
/// or an ``Option``, which is also what reads its value (``CommandLineArguments``).
struct CommandOption: Sendable {
    /// The name without dashes.
    var name: String
    /// The value's placeholder in help (`N`), or `nil` for a flag.
    var valueName: String?
    /// What it does, one or more sentences (wrapped by ``CommandHelp``).
    var help: String
    /// A one-letter spelling (`o` for `-o PAGE`), or `nil`.
    var shortName: Character? = nil
}

/// A typed declaration of a flag or option: a subcommand lists its declarations in its
/// ``Subcommand``'s options (for help and for splitting the command line) and reads each one's
/// value with it, `arguments[Self.strict]`.
protocol DeclaredOption: Sendable {
    /// Its spelling and help.
    var declaration: CommandOption { get }
}

extension DeclaredOption {
    /// The name without dashes, as usage errors name it.
    var name: String { declaration.name }
}

/// A flag, `--strict`: `arguments[Self.strict]` is whether it was given.
struct Flag: DeclaredOption {
    let declaration: CommandOption

    /// `--NAME` (and `-SHORT`), with its help.
    init(_ name: String, short: Character? = nil, help: String) {
        declaration = CommandOption(name: name, valueName: nil, help: help, shortName: short)
    }

    /// `-h`, `--help`: every subcommand takes it, without declaring it.
    static let help = Flag("help", short: "h", help: "Show this help.")
}
