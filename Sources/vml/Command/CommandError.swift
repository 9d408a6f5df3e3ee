/// Why a subcommand stopped early. ``VMLCommand/run(arguments:io:)`` prints it (the one place
/// that writes these messages) and returns its exit status.
enum CommandError: Error {
    /// The command line is wrong: `vml NAME: MESSAGE`, then where to find the usage; exit 2.
    case usage(String)
    /// The command already reported what went wrong; exit with this status.
    case exit(Int32)
}
