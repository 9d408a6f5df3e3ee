/// A command's arguments split into flags and operands, by hand (no dependencies).
///
/// Flags are `--name` words known to the command (plus `-h`/`--help`); `--` ends the flags; a
/// lone `-` is an operand (standard input).
struct CommandLineArguments {
    /// The flags given, without their dashes (`compact` for `--compact`).
    var flags: Set<String> = []
    /// The operands (usually file names), in order.
    var operands: [String] = []
    /// Whether `-h` or `--help` was given.
    var wantsHelp: Bool { flags.contains("help") }

    /// A command-line mistake, said in one line.
    struct UsageError: Error {
        var message: String
    }

    /// Splits `arguments` using the flags the command knows.
    init(_ arguments: [String], knownFlags: Set<String>) throws(UsageError) {
        var flagsEnded = false
        for argument in arguments {
            if flagsEnded || argument == "-" || !argument.hasPrefix("-") {
                operands.append(argument)
            } else if argument == "--" {
                flagsEnded = true
            } else if argument == "-h" || argument == "--help" {
                flags.insert("help")
            } else if argument.hasPrefix("--"), knownFlags.contains(String(argument.dropFirst(2))) {
                flags.insert(String(argument.dropFirst(2)))
            } else {
                throw UsageError(message: "unknown option '\(argument)'")
            }
        }
    }
}
