import Foundation
import VMLCore
import VMLValidation

/// `vml check [--strict] [--recursive] [FILE…]`: parse and validate VML, one compiler-style line per problem.
struct CheckCommand: ParsableSubcommand {
    static let command = Subcommand(
        name: "check",
        summary: "Report invalid VML and what a client would warn about",
        operands: "[FILE ...]",
        discussion: """
            Parses and validates each FILE (standard input when there is none, or for '-') and prints
            one line per diagnostic to standard output, as editors and CI expect:

              FILE:LINE:COL: warning: MESSAGE [code]
              FILE:LINE:COL: error: MESSAGE [code]

            Standard input is named <stdin>. A file that does not parse gives one error with the code
            parse-error (limit-exceeded when it passes one of the parser's limits). Each diagnostic is
            one line: control, bidirectional and invisible characters are shown as \\u{…}, and a
            message longer than 1000 characters is cut in the middle at '…'.
            Docs/Diagnostics.md explains every code and its fix.
            """,
        options: [
            .flag("strict", "Treat warnings as errors for the exit status."),
            CommandInput.recursiveOption,
        ],
        exitStatus: """
            0 when there are no errors (warnings allowed), 1 when there is an error,
            a parse error, a file that cannot be read, or, with --strict, any warning; 2 on usage errors.
            """,
        type: CheckCommand.self
    )

    /// `--strict`: warnings fail the exit status too.
    var strict: Bool
    /// The inputs, folders expanded with `--recursive`.
    var inputs: [CommandInput]

    init(parsing arguments: CommandLineArguments) throws(CommandError) {
        strict = arguments.flag("strict")
        inputs = try CommandInput.resolve(arguments.operands, recursive: arguments.flag("recursive"))
    }

    func run(io: CommandIO) throws(CommandError) {
        var failed = false
        for input in inputs {
            guard let bytes = input.read(io) else {
                io.print(CommandDiagnostics.unreadable(file: input.name))
                failed = true
                continue
            }
            let diagnostics = VMLValidator().check(bytes)
            for diagnostic in diagnostics {
                io.print(CommandDiagnostics.report(diagnostic, file: input.name))
            }
            if diagnostics.contains(where: { $0.severity == .error || strict }) {
                failed = true
            }
        }
        if failed { throw .exit(.failure) }
    }
}
