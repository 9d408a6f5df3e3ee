import Foundation
import VMLCore
import VMLValidation

/// `vml check [--strict] [--schema FILE] [--format text|json] [--recursive] [FILE…]`: parse and
/// validate VML against the spec and SwiftUI's names, one compiler-style line per problem.
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

            Modifiers, their arguments and members, elements and attributes are checked against
            SwiftUI's API (the repository's catalog): a misspelling is a warning with what to write.
            Your app's own elements and modifiers go in a vml-schema.json file, found in the checked
            file's folder or the nearest folder above it (or given with --schema).
            """,
        options: [strict, SchemaFinder.option, format, CommandInput.recursive],
        exitStatus: """
            0 when there are no errors (warnings allowed), 1 when there is an error,
            a parse error, a file that cannot be read, or, with --strict, any warning; 2 on usage errors.
            """,
        type: CheckCommand.self
    )

    /// How diagnostics are printed.
    enum Format: String, CaseIterable {
        /// One compiler-style line each.
        case text
        /// One JSON array of objects (``DiagnosticJSON``).
        case json
    }

    static let strict = Flag(
        "strict",
        help: "Treat warnings as errors for the exit status, and report every element, modifier and "
            + "attribute that neither SwiftUI nor the schema declares.")
    static let format: Option<Format> = .choice(
        "format", "FORMAT", default: .text, expected: "text or json",
        help: "text (the default: one line per diagnostic) or json (one array of objects).", Format.init(rawValue:))

    /// `--strict`: warnings fail the exit status too, and every unknown name is reported.
    var strict: Bool
    /// `--schema FILE`, or `nil` to look for `vml-schema.json` beside each file.
    var schemaFile: String?
    /// `--format`.
    var format: Format
    /// The inputs, folders expanded with `--recursive`.
    var inputs: [CommandInput]

    init(parsing arguments: CommandLineArguments) throws(CommandError) {
        strict = arguments[Self.strict]
        schemaFile = try arguments[SchemaFinder.option]
        format = try arguments[Self.format]
        inputs = try CommandInput.resolve(arguments.operands, recursive: arguments[CommandInput.recursive])
    }

    func run(io: CommandIO) throws(CommandError) {
        var failed = false
        var schemas = SchemaFinder(explicit: schemaFile)
        var report = DiagnosticJSON()
        for input in inputs {
            let schema: VMLSchema
            switch schemas.schema(for: input) {
            case .success(let found): schema = found
            case .failure(let problem):
                fileError(problem.message, file: problem.file, into: &report, io: io)
                failed = true
                continue
            }
            guard let bytes = input.read(io) else {
                fileError(CommandDiagnostics.cannotRead, file: input.name, into: &report, io: io)
                failed = true
                continue
            }
            let diagnostics = VMLValidator(names: strict ? .strict : .standard, schema: schema).check(bytes)
            switch format {
            case .text:
                for diagnostic in diagnostics {
                    io.print(CommandDiagnostics.report(diagnostic, file: input.name))
                }
            case .json:
                report.append(diagnostics, file: input.name)
            }
            if diagnostics.contains(where: { $0.severity == .error || strict }) {
                failed = true
            }
        }
        if format == .json { io.print(report.text) }
        if failed { throw .exit(.failure) }
    }

    /// A file that cannot be read: its line, or its entry in the JSON.
    private func fileError(_ message: String, file: String, into report: inout DiagnosticJSON, io: CommandIO) {
        switch format {
        case .text: io.print(CommandDiagnostics.fileError(message, file: file))
        case .json: report.appendFileError(message, file: file)
        }
    }
}
