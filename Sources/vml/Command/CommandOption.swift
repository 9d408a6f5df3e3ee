/// A flag (`--strict`) or an option with a value (`--max-output-bytes N`).
struct CommandOption: Sendable {
    /// The name without dashes.
    var name: String
    /// The value's placeholder in help (`N`), or `nil` for a flag.
    var valueName: String?
    /// What it does, one or more sentences (wrapped by ``CommandHelp``).
    var help: String
    /// A one-letter spelling (`o` for `-o PAGE`), or `nil`.
    var shortName: Character? = nil

    /// A flag.
    static func flag(_ name: String, _ help: String) -> CommandOption {
        CommandOption(name: name, valueName: nil, help: help)
    }

    /// An option that takes a value.
    static func option(_ name: String, _ valueName: String, _ help: String, short: Character? = nil) -> CommandOption {
        CommandOption(name: name, valueName: valueName, help: help, shortName: short)
    }
}
