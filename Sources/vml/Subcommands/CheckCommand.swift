import Foundation
import VMLCore
import VMLValidation

/// `vml check [--strict] [--schema FILE] [--target IOS] [--format text|json|sarif] [--recursive]
/// [FILE…]`: parse and validate VML against the spec and SwiftUI's names, one compiler-style line per problem.
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

            Standard input is named <stdin>. In a file that does not parse, each problem is an error
            with the code parse-error (limit-exceeded when it passes one of the parser's limits, which
            ends the reading), up to 100 and a last one saying how many more; what does read is
            still validated, as a compiler goes on after an error. Each diagnostic is
            one line: control, bidirectional and invisible characters are shown as \\u{…}, and a
            message longer than 1000 characters is cut in the middle at '…'.
            Docs/Diagnostics.md explains every code and its fix.

            Modifiers, their arguments and members, elements and attributes are checked against
            SwiftUI's API (the repository's catalog): a misspelling is a warning with what to write.
            Your app's own elements and modifiers go in a vml-schema.json file, found in the checked
            file's folder or the nearest folder above it (or given with --schema).

            With --target (or the schema's "target"), each SwiftUI declaration that needs a newer
            iOS than the target is a warning (newer-than-target) with the version it needs; without
            one, files are checked against the newest iOS.

            --format json prints one JSON array of every file's diagnostics; --format sarif, one
            SARIF 2.1.0 log (for GitHub code scanning and CI annotators) whose rules are the codes.
            """,
        options: [strict, SchemaFinder.option, target, format, CommandInput.recursive],
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
        /// One SARIF 2.1.0 log (``DiagnosticSARIF``).
        case sarif
    }

    static let strict = Flag(
        "strict",
        help: "Treat warnings as errors for the exit status, and report every element, modifier and "
            + "attribute that neither SwiftUI nor the schema declares.")
    static let format: Option<Format> = .choice(
        "format", "FORMAT", default: .text, expected: "text, json or sarif",
        help: "text (the default: one line per diagnostic), json (one array of objects) or sarif (one SARIF 2.1.0 log, "
            + "for code scanning).", Format.init(rawValue:))

    static let target: Option<VMLOSVersion?> = .choice(
        "target", "IOS", expected: "an iOS version of 13 or later, such as ios17, 17.4 or 'iOS 18.0'",
        help: "Warn on each SwiftUI declaration that needs a newer iOS than IOS (ios17, 17.4, 'iOS 18.0'); "
            + "the default is the schema's \"target\", or else the newest iOS (no such warning).",
        Self.targetVersion)

    /// The `--target` text as a version: what ``VMLOSVersion/init(_:)`` reads, from iOS 13 on
    /// (SwiftUI's first), else `nil`.
    static func targetVersion(_ text: String) -> VMLOSVersion? {
        VMLOSVersion(text).flatMap { $0 >= .iOS(13) ? $0 : nil }
    }

    /// `--strict`: warnings fail the exit status too, and every unknown name is reported.
    var strict: Bool
    /// `--schema FILE`, or `nil` to look for `vml-schema.json` beside each file.
    var schemaFile: String?
    /// `--target`, or `nil` for the schema's (or none).
    var target: VMLOSVersion?
    /// `--format`.
    var format: Format
    /// The inputs, folders expanded with `--recursive`.
    var inputs: [CommandInput]

    init(parsing arguments: CommandLineArguments) throws(CommandError) {
        strict = arguments[Self.strict]
        schemaFile = try arguments[SchemaFinder.option]
        target = try arguments[Self.target]
        format = try arguments[Self.format]
        inputs = try CommandInput.resolve(arguments.operands, recursive: arguments[CommandInput.recursive])
    }

    func run(io: CommandIO) throws(CommandError) {
        var failed = false
        var schemas = SchemaFinder(explicit: schemaFile)
        var report = DiagnosticJSON()
        var sarif = DiagnosticSARIF()
        for input in inputs {
            let schema: VMLSchema
            switch schemas.schema(for: input) {
            case .success(let found): schema = found
            case .failure(let problem):
                fileError(problem.message, file: problem.file, path: problem.file, into: &report, &sarif, io: io)
                failed = true
                continue
            }
            guard let bytes = input.read(io) else {
                fileError(CommandDiagnostics.cannotRead, file: input.name, path: input.path, into: &report, &sarif, io: io)
                failed = true
                continue
            }
            let diagnostics = VMLValidator(names: strict ? .strict : .standard, schema: schema, target: target).check(bytes)
            switch format {
            case .text:
                for diagnostic in diagnostics {
                    io.print(CommandDiagnostics.report(diagnostic, file: input.name))
                }
            case .json:
                report.append(diagnostics, file: input.name)
            case .sarif:
                sarif.append(diagnostics, file: input.name, path: input.path)
            }
            if diagnostics.contains(where: { $0.severity == .error || strict }) {
                failed = true
            }
        }
        switch format {
        case .text: break
        case .json: io.print(report.text)
        case .sarif: io.print(sarif.text)
        }
        if failed { throw .exit(.failure) }
    }

    /// A file that cannot be read: its line, or its entry in the JSON or the SARIF log.
    private func fileError(
        _ message: String, file: String, path: String?, into report: inout DiagnosticJSON, _ sarif: inout DiagnosticSARIF,
        io: CommandIO
    ) {
        switch format {
        case .text: io.print(CommandDiagnostics.fileError(message, file: file))
        case .json: report.appendFileError(message, file: file)
        case .sarif: sarif.appendFileError(message, file: file, path: path)
        }
    }
}
