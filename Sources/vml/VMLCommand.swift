import VMLCore

/// `vml`: dispatches to a subcommand, prints help and the version, and turns a thrown
/// ``CommandError`` into its message and exit status (the one place that does).
enum VMLCommand {
    /// The version `vml --version` prints.
    static let version = "0.1.0-dev"

    /// Every subcommand, in the order `vml --help` lists them.
    static let subcommands: [Subcommand] = [
        FormatCommand.command, CheckCommand.command, JSONCommand.command, DiffCommand.command, SwiftCommand.command,
        SchemaCommand.command, PreviewCommand.command, LanguageServerCommand.command,
    ]

    /// Runs `vml` with `arguments` (without the program name); returns the process's exit code.
    static func run(arguments: [String], io: CommandIO) -> Int32 {
        status(arguments, io: io).rawValue
    }

    /// Runs `vml` with `arguments`; returns its exit status.
    private static func status(_ arguments: [String], io: CommandIO) -> ExitStatus {
        guard let first = arguments.first else {
            io.writeError(CommandHelp.overview(subcommands))
            return .usage
        }
        switch first {
        case "-h", "--help":
            io.print(CommandHelp.overview(subcommands))
            return .success
        case "--version":
            io.print("vml \(version)\n")
            return .success
        case "help":
            return help(Array(arguments.dropFirst()), io: io)
        default:
            break
        }
        guard let command = subcommand(named: first) else {
            io.writeError("vml: unknown command '\(VMLDisplayText.message(first))'\n\n" + CommandHelp.overview(subcommands))
            return .usage
        }
        do throws(CommandError) {
            let parsed = try CommandLineArguments(Array(arguments.dropFirst()), declared: command.options)
            if parsed.wantsHelp {
                io.print(CommandHelp.usage(command))
                return .success
            }
            try command.run(parsed, io: io)
            return .success
        } catch {
            if case .usage(let problem) = error {
                io.writeError(CommandDiagnostics.usage(problem, command: command.name))
            }
            return error.status
        }
    }

    /// `vml help [NAME]`.
    private static func help(_ arguments: [String], io: CommandIO) -> ExitStatus {
        guard let name = arguments.first, name != "-h", name != "--help" else {
            io.print(CommandHelp.overview(subcommands))
            return .success
        }
        guard arguments.count == 1, let command = subcommand(named: name) else {
            io.writeError("vml help: unknown command '\(VMLDisplayText.message(name))'\n\n" + CommandHelp.overview(subcommands))
            return .usage
        }
        io.print(CommandHelp.usage(command))
        return .success
    }

    private static func subcommand(named name: String) -> Subcommand? {
        subcommands.first { $0.name == name }
    }
}
