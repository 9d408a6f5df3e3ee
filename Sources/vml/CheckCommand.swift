import Foundation
import VMLCore
import VMLParser
import VMLValidation

/// `vml check [--strict] [FILE…]`: parse and validate VML, one compiler-style line per problem.
enum CheckCommand: Subcommand {
    static let name = "check"
    static let summary = "Report invalid VML and what a client would warn about"
    static let usage = """
        USAGE: vml check [--strict] [FILE ...]

        Parses and validates each FILE (standard input when there is none, or for '-') and prints
        one line per diagnostic to standard output, as editors and CI expect:

          FILE:LINE:COL: warning: MESSAGE [code]
          FILE:LINE:COL: error: MESSAGE [code]

        Standard input is named <stdin>. A file that does not parse gives one error with the code
        parse-error. Each diagnostic is one line: control, bidirectional and invisible characters
        are shown as \\u{…}, and a message longer than 1000 characters is cut in the middle at '…'.
        Docs/Diagnostics.md explains every code and its fix.

        OPTIONS:
          --strict     Treat warnings as errors for the exit status.
          -h, --help   Show this help.

        EXIT STATUS: 0 when there are no errors (warnings allowed), 1 when there is an error,
        a parse error, a file that cannot be read, or, with --strict, any warning; 2 on usage errors.

        """

    static func run(arguments: [String], io: CommandIO) -> Int32 {
        let parsed: CommandLineArguments
        do {
            parsed = try CommandLineArguments(arguments, knownFlags: ["strict"])
        } catch {
            return usageError(error.message, io: io)
        }
        if parsed.wantsHelp {
            io.print(usage)
            return ExitStatus.success
        }
        let strict = parsed.flags.contains("strict")
        let inputs: [(name: String, path: String?)] =
            parsed.operands.isEmpty
            ? [("<stdin>", nil)]
            : parsed.operands.map { $0 == "-" ? ("<stdin>", nil) : ($0, $0) }

        var failed = false
        for input in inputs {
            let bytes: [UInt8]
            if let path = input.path {
                guard let data = FileManager.default.contents(atPath: path) else {
                    io.print(CommandDiagnostics.fileError("cannot read the file", file: input.name))
                    failed = true
                    continue
                }
                bytes = [UInt8](data)
            } else {
                bytes = io.readStandardInput()
            }
            let diagnostics = check(bytes)
            for diagnostic in diagnostics {
                io.print(CommandDiagnostics.report(diagnostic, file: input.name))
            }
            if diagnostics.contains(where: { $0.severity == .error || strict }) {
                failed = true
            }
        }
        return failed ? ExitStatus.failure : ExitStatus.success
    }

    /// The diagnostics for one input: the validator's, or the parse error as a `parse-error`.
    static func check(_ bytes: [UInt8], validator: VMLValidator = VMLValidator()) -> [VMLDiagnostic] {
        do {
            // Invalid UTF-8 is reported by the byte parser, with its location.
            guard let text = String(validating: bytes, as: UTF8.self) else {
                _ = try VMLParser().parse(bytes)
                return [VMLDiagnostic(.error, .parseError, "the input is not valid UTF-8", path: VMLNodePath())]
            }
            let (document, sourceMap) = try VMLParser().parseWithSourceMap(text)
            return validator.validate(document, sourceMap: sourceMap)
        } catch {
            return [CommandDiagnostics.diagnostic(for: error)]
        }
    }
}
