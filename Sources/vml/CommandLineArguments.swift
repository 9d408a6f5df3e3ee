/// A command's arguments split into flags, options and operands, by hand (no dependencies).
///
/// Flags are `--name` words known to the command (plus `-h`/`--help`); options are `--name VALUE`
/// or `--name=VALUE` for the option names the command knows; `--` ends the flags; a lone `-` is
/// an operand (standard input).
struct CommandLineArguments {
    /// The flags given, without their dashes (`compact` for `--compact`).
    var flags: Set<String> = []
    /// The options given, by name without dashes; the last one wins when repeated.
    var options: [String: String] = [:]
    /// The operands (usually file names), in order.
    var operands: [String] = []
    /// Whether `-h` or `--help` was given.
    var wantsHelp: Bool { flags.contains("help") }

    /// A command-line mistake, said in one line.
    struct UsageError: Error {
        var message: String
    }

    /// Splits `arguments` using the flags and options the command knows.
    init(_ arguments: [String], knownFlags: Set<String>, knownOptions: Set<String> = []) throws(UsageError) {
        var flagsEnded = false
        var index = arguments.startIndex
        while index < arguments.endIndex {
            let argument = arguments[index]
            index += 1
            if flagsEnded || argument == "-" || !argument.hasPrefix("-") {
                operands.append(argument)
            } else if argument == "--" {
                flagsEnded = true
            } else if argument == "-h" || argument == "--help" {
                flags.insert("help")
            } else if argument.hasPrefix("--"), knownFlags.contains(String(argument.dropFirst(2))) {
                flags.insert(String(argument.dropFirst(2)))
            } else if argument.hasPrefix("--"), let equals = argument.firstIndex(of: "="),
                knownOptions.contains(String(argument[argument.index(argument.startIndex, offsetBy: 2)..<equals]))
            {
                options[String(argument[argument.index(argument.startIndex, offsetBy: 2)..<equals])] = String(
                    argument[argument.index(after: equals)...])
            } else if argument.hasPrefix("--"), knownOptions.contains(String(argument.dropFirst(2))) {
                guard index < arguments.endIndex else {
                    throw UsageError(message: "the option '\(argument)' needs a value")
                }
                options[String(argument.dropFirst(2))] = arguments[index]
                index += 1
            } else {
                throw UsageError(message: "unknown option '\(argument)'")
            }
        }
    }
}
