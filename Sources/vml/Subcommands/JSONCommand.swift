import Foundation
import VMLCore
import VMLParser
import VMLValidation

/// `vml json [--pretty] [--to-vml] [--recursive] [FILE…]`: a tree as its JSON form
/// (Docs/JSONForm.md), and back.
struct JSONCommand: ParsableSubcommand {
    static let command = Subcommand(
        name: "json",
        summary: "Convert VML to its JSON form (Docs/JSONForm.md) and back",
        operands: "[FILE ...]",
        discussion: """
            Reads VML from each FILE (standard input when there is none, or for '-') and writes the
            tree, exactly as parsed (not canonicalized), in the stable JSON form of Docs/JSONForm.md:
            one JSON document per input, each followed by a line feed, keys sorted.

            With --to-vml, reads the JSON form instead and writes the tree as canonical VML, as
            vml fmt would.

            Errors are one line on standard error: FILE:LINE:COL: error: MESSAGE [code] for VML
            that does not parse, JSON that is not well-formed, or JSON that does not describe a tree
            (at the wrong value, with its JSON path); FILE: error: MESSAGE for a file that cannot be
            read.
            """,
        options: [pretty, toVML, compact, CommandInput.recursive],
        exitStatus: "0 on success, 1 when an input cannot be read, parsed or converted, 2 on usage errors.",
        type: JSONCommand.self
    )

    static let pretty = Flag("pretty", help: "Indent the JSON (one key per line) instead of writing one line per input.")
    static let toVML = Flag("to-vml", help: "Read the JSON form and write canonical VML.")
    static let compact = Flag("compact", help: "With --to-vml, use the compact VML layout.")

    /// `--pretty`: indented JSON.
    var pretty: Bool
    /// `--to-vml`: read the JSON form, write VML.
    var toVML: Bool
    /// `--compact`: with `--to-vml`, the compact VML layout.
    var compact: Bool
    /// The inputs, folders expanded with `--recursive`.
    var inputs: [CommandInput]

    init(parsing arguments: CommandLineArguments) throws(CommandError) {
        pretty = arguments[Self.pretty]
        toVML = arguments[Self.toVML]
        compact = arguments[Self.compact]
        if compact, !toVML {
            throw .usage(.optionNeedsOption(Self.compact.name, needs: Self.toVML.name))
        }
        if pretty, toVML {
            throw .usage(.optionDoesNotApply(Self.pretty.name, appliesTo: "JSON output", notTo: Self.toVML.name))
        }
        inputs = try CommandInput.resolve(arguments.operands, recursive: arguments[CommandInput.recursive])
    }

    func run(io: CommandIO) throws(CommandError) {
        var failed = false
        for input in inputs {
            guard let bytes = input.read(io) else {
                io.writeError(CommandDiagnostics.unreadable(file: input.name))
                failed = true
                continue
            }
            let converted =
                toVML
                ? Self.vml(fromJSON: bytes, file: input.name, compact: compact)
                : Self.json(fromVML: bytes, file: input.name, pretty: pretty)
            switch converted {
            case .success(let output):
                io.writeOutput(output)
            case .failure(let message):
                io.writeError(message.text)
                failed = true
            }
        }
        if failed { throw .exit(.failure) }
    }

    /// The JSON form of the VML in `bytes`, followed by a line feed.
    static func json(fromVML bytes: [UInt8], file: String, pretty: Bool) -> Result<[UInt8], FailureReport> {
        let document: VMLDocument
        do {
            document = try VMLParser().parse(bytes)
        } catch {
            return .failure(FailureReport(text: CommandDiagnostics.report(error, file: file)))
        }
        let encoder = JSONEncoder()
        encoder.outputFormatting =
            pretty ? [.sortedKeys, .withoutEscapingSlashes, .prettyPrinted] : [.sortedKeys, .withoutEscapingSlashes]
        do {
            return .success([UInt8](try encoder.encode(document)) + [0x0A])
        } catch {
            return .failure(FailureReport(text: CommandDiagnostics.fileError(describe(error), file: file)))
        }
    }

    /// Canonical VML for the JSON form in `bytes`.
    static func vml(fromJSON bytes: [UInt8], file: String, compact: Bool) -> Result<[UInt8], FailureReport> {
        let document: VMLDocument
        do {
            document = try JSONDecoder().decode(VMLDocument.self, from: Data(bytes))
        } catch {
            if let (location, message) = syntaxError(in: bytes) {
                let diagnostic = VMLDiagnostic(
                    .error, .parseError, "the input is not well-formed JSON: \(message)", path: VMLNodePath(), location: location)
                return .failure(FailureReport(text: CommandDiagnostics.report(diagnostic, file: file)))
            }
            // Well-formed JSON that is not a tree: located at the value the decoder names.
            if let path = codingPath(of: error), let offset = JSONValueLocator(bytes).offset(of: path.map(JSONValueLocator.Step.init)) {
                let diagnostic = VMLDiagnostic(
                    .error, .parseError, describe(error), path: VMLNodePath(), location: location(ofByte: offset, in: bytes))
                return .failure(FailureReport(text: CommandDiagnostics.report(diagnostic, file: file)))
            }
            return .failure(FailureReport(text: CommandDiagnostics.fileError(describe(error), file: file)))
        }
        do {
            var output: [UInt8] = []
            try VMLSerializer(format: compact ? .compact : .pretty).serialize(document, into: &output)
            return .success(output)
        } catch {
            return .failure(FailureReport(text: CommandDiagnostics.fileError("\(error)", file: file)))
        }
    }

    /// The coding path a decoding error names.
    private static func codingPath(of error: any Error) -> [any CodingKey]? {
        switch error {
        case DecodingError.dataCorrupted(let context), DecodingError.keyNotFound(_, let context),
            DecodingError.typeMismatch(_, let context), DecodingError.valueNotFound(_, let context):
            context.codingPath
        default:
            nil
        }
    }

    /// `MESSAGE (at nodes[0].children[2])` for a coding error.
    private static func describe(_ error: any Error) -> String {
        let context: (String, [any CodingKey])?
        switch error {
        case DecodingError.dataCorrupted(let c), DecodingError.keyNotFound(_, let c), DecodingError.typeMismatch(_, let c),
            DecodingError.valueNotFound(_, let c):
            context = (c.debugDescription, c.codingPath)
        case EncodingError.invalidValue(_, let c):
            context = (c.debugDescription, c.codingPath)
        default:
            context = nil
        }
        guard let (message, path) = context else { return "\(error)" }
        var written = ""
        for key in path {
            if let index = key.intValue {
                written += "[\(index)]"
            } else {
                written += (written.isEmpty ? "" : ".") + key.stringValue
            }
        }
        return written.isEmpty ? message : "\(message) (at \(written))"
    }

    /// Where JSON that is not well-formed goes wrong, and what Foundation says about it
    /// ("Invalid value around character 11." becomes 1:12 and "Invalid value").
    private static func syntaxError(in bytes: [UInt8]) -> (location: VMLSourceLocation, message: String)? {
        do {
            _ = try JSONSerialization.jsonObject(with: Data(bytes), options: [.fragmentsAllowed])
            return nil
        } catch {
            let description = ((error as NSError).userInfo[NSDebugDescriptionErrorKey] as? String) ?? "\(error)"
            guard let range = description.range(of: " around character "),
                let offset = Int(description[range.upperBound...].prefix(while: \.isNumber))
            else {
                return (VMLSourceLocation(line: 1, column: 1), description)
            }
            return (location(ofByte: min(offset, bytes.count), in: bytes), String(description[..<range.lowerBound]))
        }
    }

    /// The 1-based line and column (in characters) of the byte at `offset`.
    private static func location(ofByte offset: Int, in bytes: [UInt8]) -> VMLSourceLocation {
        var line = 1
        var lineStart = 0
        for index in 0..<offset where bytes[index] == 0x0A {
            line += 1
            lineStart = index + 1
        }
        let column = String(decoding: bytes[lineStart..<offset], as: UTF8.self).count + 1
        return VMLSourceLocation(line: line, column: column)
    }
}
