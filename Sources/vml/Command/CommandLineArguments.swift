/// A subcommand's arguments split into flags, options and operands, by hand (no dependencies):
/// what a ``ParsableSubcommand``'s `init(parsing:)` reads its typed properties from.
///
/// Flags are `--name` words the command declares (plus `-h`/`--help`); options are `--name VALUE`
/// or `--name=VALUE` for the options it declares (or `-x VALUE` for one with a short name); `--` ends the flags; a lone `-` is an operand
/// (standard input).
struct CommandLineArguments {
    /// The flags given, without their dashes (`compact` for `--compact`).
    var flags: Set<String> = []
    /// The options given, by name without dashes; the last one wins when repeated.
    var options: [String: String] = [:]
    /// The operands (usually file names), in order.
    var operands: [String] = []
    /// Whether `-h` or `--help` was given.
    var wantsHelp: Bool { flags.contains("help") }
    /// The names the command declares, so that reading an undeclared one is caught in debug builds.
    private var declaredNames: Set<String>

    /// Splits `arguments` using the flags and options of `declared`.
    init(_ arguments: [String], declared: [CommandOption]) throws(CommandError) {
        declaredNames = Set(declared.map(\.name))
        let knownFlags = Set(declared.filter { $0.valueName == nil }.map(\.name))
        let knownOptions = Set(declared.filter { $0.valueName != nil }.map(\.name))
        let shortOptions = Dictionary(
            declared.compactMap { option in option.shortName.map { ("-" + String($0), option.name) } }, uniquingKeysWith: { a, _ in a })
        var flagsEnded = false
        var index = arguments.startIndex
        while index < arguments.endIndex {
            let argument = arguments[index]
            index += 1
            if flagsEnded || argument == "-" || !argument.hasPrefix("-") {
                operands.append(argument)
                continue
            }
            if argument == "--" {
                flagsEnded = true
                continue
            }
            if argument == "-h" || argument == "--help" {
                flags.insert("help")
                continue
            }
            if let long = shortOptions[argument] {
                guard index < arguments.endIndex else {
                    throw .usage(.missingValue(option: argument))
                }
                options[long] = arguments[index]
                index += 1
                continue
            }
            guard argument.hasPrefix("--") else {
                throw .usage(.unknownOption(argument))
            }
            let word = argument.dropFirst(2)
            if knownFlags.contains(String(word)) {
                flags.insert(String(word))
            } else if let equals = word.firstIndex(of: "="), knownOptions.contains(String(word[..<equals])) {
                options[String(word[..<equals])] = String(word[word.index(after: equals)...])
            } else if knownOptions.contains(String(word)) {
                guard index < arguments.endIndex else {
                    throw .usage(.missingValue(option: argument))
                }
                options[String(word)] = arguments[index]
                index += 1
            } else {
                throw .usage(.unknownOption(argument))
            }
        }
    }

    /// Whether the flag `name` was given.
    func flag(_ name: String) -> Bool {
        assert(declaredNames.contains(name), "--\(name) is not among the command's options")
        return flags.contains(name)
    }

    /// The value of the option `name`, or `nil` when it was not given.
    func value(_ name: String) -> String? {
        assert(declaredNames.contains(name), "--\(name) is not among the command's options")
        return options[name]
    }

    /// A whole number of at least 1 for `--name`, or `defaultValue` when it was not given.
    func positiveInteger(_ name: String, default defaultValue: Int, example: String) throws(CommandError) -> Int {
        guard let value = value(name) else { return defaultValue }
        guard let number = Self.wholeNumber(value), number > 0 else {
            throw .usage(.invalidValue(option: name, expected: "a number greater than 0, such as \(example)", found: value))
        }
        return number
    }

    /// A whole number of at least 0 for `--name`, or `defaultValue` when it was not given.
    func nonNegativeInteger(_ name: String, default defaultValue: Int, example: String) throws(CommandError) -> Int {
        guard let value = value(name) else { return defaultValue }
        guard let number = Self.wholeNumber(value) else {
            throw .usage(.invalidValue(option: name, expected: "a whole number, such as \(example)", found: value))
        }
        return number
    }

    /// `text` as a number when it is only ASCII digits and fits an `Int`.
    private static func wholeNumber(_ text: String) -> Int? {
        guard !text.isEmpty, text.utf8.allSatisfy({ $0 >= 0x30 && $0 <= 0x39 }) else { return nil }
        return Int(text)
    }
}
