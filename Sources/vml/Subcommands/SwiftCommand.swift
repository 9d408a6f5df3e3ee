import Foundation
import VMLCore
import VMLParser
import VMLValidation

/// `vml swift [--name NAME] [--max-depth N] FILE`: Swift DSL code that rebuilds the file's tree.
struct SwiftCommand: ParsableSubcommand {
    static let command = Subcommand(
        name: "swift",
        summary: "Write Swift DSL code that rebuilds a VML file",
        operands: "FILE",
        discussion: """
            Reads VML from FILE ('-' for standard input) and writes a Swift file with one
            @VmlBuilder function whose body rebuilds the tree with the VML DSL: typed views and
            modifiers where the DSL has one (VmlVStack { VmlText("Hi").padding(8) }), and
            VmlElement(…), .modifier(named: …) and .attribute(…) otherwise. Rendering the function
            gives the file's canonical text (vml fmt). Use it to move hand-written fixtures into code.

            The function is named after the file (letters and digits kept, other characters
            turned into '_') unless --name is given. The output is deterministic and starts with
            '// swift-format-ignore-file', since it is generated.

            Errors are one line on standard error: FILE:LINE:COL: error: MESSAGE [code].
            """,
        options: [functionName, maximumDepth],
        exitStatus: "0 on success, 1 when FILE cannot be read, parsed or written as Swift, 2 on usage errors.",
        type: SwiftCommand.self
    )

    static let functionName: Option<String?> = .choice(
        "name", "NAME", expected: "a Swift identifier (ASCII letters, digits and '_', not starting with a digit)",
        help: "The function's name, a Swift identifier (default: from the file name)."
    ) { SwiftLiteral.isPlainIdentifier($0) ? $0 : nil }
    static let maximumDepth: Option<Int> = .positiveInteger(
        "max-depth", default: SwiftEmitter.defaultMaximumDepth, example: "64",
        help:
            "Refuse a tree whose elements nest deeper than N (default \(SwiftEmitter.defaultMaximumDepth)); the Swift compiler cannot type-check deeper closures in reasonable time."
    )

    /// The input, a file or standard input.
    var input: CommandInput
    /// `--max-depth N`.
    var maximumDepth: Int
    /// `--name NAME`, or the name made from the file's.
    var functionName: String

    init(parsing arguments: CommandLineArguments) throws(CommandError) {
        guard arguments.operands.count == 1 else {
            throw .usage(.operandCount(expected: "one FILE", found: arguments.operands.count))
        }
        input = try CommandInput.resolve(arguments.operands, recursive: false)[0]
        maximumDepth = try arguments[Self.maximumDepth]
        let base = input.path.map { URL(fileURLWithPath: $0).deletingPathExtension().lastPathComponent } ?? "document"
        functionName = try arguments[Self.functionName] ?? SwiftLiteral.identifier(base)
    }

    func run(io: CommandIO) throws(CommandError) {
        guard let bytes = input.read(io) else {
            io.writeError(CommandDiagnostics.unreadable(file: input.name))
            throw .exit(.failure)
        }
        switch Self.swift(for: bytes, file: input.name, functionName: functionName, maximumDepth: maximumDepth) {
        case .success(let code):
            io.print(code)
        case .failure(let failure):
            io.writeError(failure.text)
            throw .exit(.failure)
        }
    }

    /// The Swift file for the VML in `bytes`, or the error line to print.
    static func swift(
        for bytes: [UInt8], file: String, functionName: String, maximumDepth: Int = SwiftEmitter.defaultMaximumDepth
    ) -> Result<String, FailureReport> {
        let document: VMLDocument
        let sourceMap: VMLSourceMap
        do {
            guard let text = String(validating: bytes, as: UTF8.self) else {
                _ = try VMLParser().parse(bytes)
                return .failure(FailureReport(text: CommandDiagnostics.fileError("the input is not valid UTF-8", file: file)))
            }
            (document, sourceMap) = try VMLParser().parseWithSourceMap(text)
        } catch {
            return .failure(FailureReport(text: CommandDiagnostics.report(error, file: file)))
        }
        do {
            return .success(try SwiftEmitter(functionName: functionName, source: file, maximumDepth: maximumDepth).emit(document))
        } catch {
            let diagnostic = VMLDiagnostic(
                .error, .limitExceeded,
                "elements nest more than \(error.limit) levels deep, more than vml swift writes (the --max-depth option)",
                path: error.path, location: sourceMap.location(of: error.path))
            return .failure(FailureReport(text: CommandDiagnostics.report(diagnostic, file: file)))
        }
    }
}
