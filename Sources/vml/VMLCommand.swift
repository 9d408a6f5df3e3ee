import VMLCore

/// `vml`: dispatches to a subcommand and prints the overall usage.
enum VMLCommand {
    /// Every subcommand, in the order `vml --help` lists them.
    static var subcommands: [any Subcommand.Type] { [FormatCommand.self, CheckCommand.self] }

    static var usage: String {
        var text = "USAGE: vml <command> [options]\n\nCOMMANDS:\n"
        for command in subcommands {
            text += "  " + command.name.padding(toLength: 10) + command.summary + "\n"
        }
        text += "\nRun 'vml <command> --help' for a command's options.\n"
        return text
    }

    /// Runs `vml` with `arguments` (without the program name); returns the exit status.
    static func run(arguments: [String], io: CommandIO) -> Int32 {
        guard let first = arguments.first else {
            io.writeError(usage)
            return ExitStatus.usage
        }
        if first == "-h" || first == "--help" || first == "help" {
            io.print(usage)
            return ExitStatus.success
        }
        guard let command = subcommands.first(where: { $0.name == first }) else {
            io.writeError("vml: unknown command '\(VMLDisplayText.message(first))'\n\n" + usage)
            return ExitStatus.usage
        }
        return command.run(arguments: Array(arguments.dropFirst()), io: io)
    }
}

extension String {
    /// The string padded with spaces to `length` characters (unchanged when longer).
    func padding(toLength length: Int) -> String {
        count >= length ? self + " " : self + String(repeating: " ", count: length - count)
    }
}
