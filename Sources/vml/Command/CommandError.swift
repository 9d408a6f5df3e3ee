/// Why a subcommand stops with a status other than success: the one way out of parsing and
/// running one. ``VMLCommand/run(arguments:io:)`` catches it in one place, prints the usage
/// message (``CommandDiagnostics/usage(_:command:)``) and exits with ``status``.
enum CommandError: Error, Equatable {
    /// The command line is wrong: `vml NAME: MESSAGE`, then where to find the usage; exit 2.
    case usage(UsageError)
    /// The command already reported what went wrong, input by input; exit with this status.
    case exit(ExitStatus)

    /// The status `vml` exits with.
    var status: ExitStatus {
        switch self {
        case .usage: .usage
        case .exit(let status): status
        }
    }
}
