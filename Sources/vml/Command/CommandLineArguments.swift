/// A subcommand's arguments split into flags, options and operands, by hand (no dependencies).
///
/// Flags are `--name` words the command declares (plus `-h`/`--help`); options are `--name VALUE`
/// or `--name=VALUE` for the options it declares; `--` ends the flags; a lone `-` is an operand
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

    /// Splits `arguments` using the flags and options of `declared`.
    init(_ arguments: [String], declared: [CommandOption]) throws(CommandError) {
        let knownFlags = Set(declared.filter { $0.valueName == nil }.map(\.name))
        let knownOptions = Set(declared.filter { $0.valueName != nil }.map(\.name))
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
            guard argument.hasPrefix("--") else {
                throw .usage("unknown option '\(argument)'")
            }
            let word = argument.dropFirst(2)
            if knownFlags.contains(String(word)) {
                flags.insert(String(word))
            } else if let equals = word.firstIndex(of: "="), knownOptions.contains(String(word[..<equals])) {
                options[String(word[..<equals])] = String(word[word.index(after: equals)...])
            } else if knownOptions.contains(String(word)) {
                guard index < arguments.endIndex else {
                    throw .usage("the option '\(argument)' needs a value")
                }
                options[String(word)] = arguments[index]
                index += 1
            } else {
                throw .usage("unknown option '\(argument)'")
            }
        }
    }

    /// Whether the flag `name` was given.
    func has(_ name: String) -> Bool {
        flags.contains(name)
    }

    /// A whole number of at least 1 for `--name`, or `defaultValue` when it was not given.
    func positiveInteger(_ name: String, default defaultValue: Int, example: String) throws(CommandError) -> Int {
        guard let value = options[name] else { return defaultValue }
        guard !value.isEmpty, value.utf8.allSatisfy({ $0 >= 0x30 && $0 <= 0x39 }), let number = Int(value), number > 0 else {
            throw .usage("--\(name) takes a number greater than 0, such as \(example); found '\(value)'")
        }
        return number
    }

    /// A whole number of at least 0 for `--name`, or `defaultValue` when it was not given.
    func nonNegativeInteger(_ name: String, default defaultValue: Int, example: String) throws(CommandError) -> Int {
        guard let value = options[name] else { return defaultValue }
        guard !value.isEmpty, value.utf8.allSatisfy({ $0 >= 0x30 && $0 <= 0x39 }), let number = Int(value) else {
            throw .usage("--\(name) takes a whole number, such as \(example); found '\(value)'")
        }
        return number
    }
}
