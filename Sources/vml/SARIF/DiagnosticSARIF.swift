import Foundation
import VMLCore
import VMLValidation

/// `vml check --format sarif`: the diagnostics of every file as one SARIF 2.1.0 log, what GitHub
/// code scanning and most CI annotators read.
///
/// One run, whose `tool.driver` is `vml` with a rule for each code `Docs/Diagnostics.md` lists
/// (its id the code; its descriptions the page's, from ``VMLDiagnostic/Code/documentation``), and
/// a result for each diagnostic:
///
/// ```json
/// {"level": "warning", "message": {"text": "paddding(…) is not a SwiftUI modifier, …"},
///  "ruleId": "unknown-modifier", "ruleIndex": 11,
///  "locations": [{"physicalLocation": {"artifactLocation": {"uri": "Screens/home.vml"},
///                 "region": {"startLine": 2, "startColumn": 9}}}]}
/// ```
/// A file's `uri` is its path relative to the current folder when it is inside it (`/` between
/// folders, percent-encoded as a URI reference), else a `file://` URI; standard input is
/// `<stdin>`'s percent-encoded form. A diagnostic without a line has no `region`.
struct DiagnosticSARIF {
    /// The `$schema` of a SARIF 2.1.0 log.
    static let schema = "https://docs.oasis-open.org/sarif/sarif/v2.1.0/errata01/os/schemas/sarif-schema-2.1.0.json"
    /// Where the tool's users read about it.
    static let informationURI = "https://github.com/swift-vml/swift-vml"
    /// The page each rule's `helpUri` points into.
    static let diagnosticsPage = informationURI + "/blob/main/Docs/Diagnostics.md"

    private var results: [Result] = []
    /// The folder relative URIs are made from.
    private let currentFolder: String

    init(currentFolder: String = FileManager.default.currentDirectoryPath) {
        self.currentFolder = currentFolder
    }

    /// Adds a file's diagnostics.
    mutating func append(_ diagnostics: [VMLDiagnostic], file: String, path: String?) {
        let uri = artifactURI(name: file, path: path)
        for diagnostic in diagnostics {
            results.append(
                Result(
                    code: diagnostic.code, level: diagnostic.severity.rawValue, message: diagnostic.message, uri: uri,
                    line: diagnostic.location?.line, column: diagnostic.location?.column))
        }
    }

    /// Adds a file that could not be read (or whose schema could not be).
    mutating func appendFileError(_ message: String, file: String, path: String?) {
        results.append(
            Result(
                code: .fileError, level: "error", message: VMLDisplayText.message(message), uri: artifactURI(name: file, path: path),
                line: nil, column: nil))
    }

    /// The log, keys sorted, ending in a newline.
    var text: String {
        let rules = VMLDiagnostic.Code.documented
        var ruleIndex: [String: Int] = [:]
        for (index, rule) in rules.enumerated() { ruleIndex[rule.code.rawValue] = index }
        let log = Log(
            schema: Self.schema, version: "2.1.0",
            runs: [
                Run(
                    tool: Tool(
                        driver: Driver(
                            name: "vml", version: VMLCommand.version, informationUri: Self.informationURI,
                            rules: rules.map { Self.rule($0.code, $0.documentation) })),
                    columnKind: "unicodeCodePoints",
                    results: results.map { result in
                        ResultObject(
                            ruleId: result.code.rawValue, ruleIndex: ruleIndex[result.code.rawValue],
                            level: result.level == "error" ? "error" : "warning", message: Message(text: result.message),
                            locations: [
                                Location(
                                    physicalLocation: PhysicalLocation(
                                        artifactLocation: ArtifactLocation(uri: result.uri),
                                        region: result.line.map { Region(startLine: $0, startColumn: result.column ?? 1) }))
                            ])
                    })
            ])
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.sortedKeys, .withoutEscapingSlashes, .prettyPrinted]
        guard let data = try? encoder.encode(log) else { return "{}\n" }
        return String(decoding: data, as: UTF8.self) + "\n"
    }

    // MARK: Rules

    /// A code's rule: its descriptions from `Docs/Diagnostics.md`.
    private static func rule(_ code: VMLDiagnostic.Code, _ documentation: VMLDiagnostic.Code.Documentation) -> Rule {
        let details = documentation.details ?? documentation.summary
        let helpURI = diagnosticsPage + "#" + (documentation.details == nil ? "the-codes" : code.rawValue)
        let helpMarkdown = absoluteLinks(details) + "\n\n[Docs/Diagnostics.md](\(helpURI)) shows an example and the fix."
        return Rule(
            id: code.rawValue, name: ruleName(code),
            shortDescription: MultiformatMessage(text: plainText(documentation.summary), markdown: absoluteLinks(documentation.summary)),
            fullDescription: MultiformatMessage(text: plainText(details), markdown: absoluteLinks(details)),
            help: MultiformatMessage(
                text: plainText(details) + " Docs/Diagnostics.md shows an example and the fix.", markdown: helpMarkdown),
            helpUri: helpURI,
            defaultConfiguration: Configuration(level: documentation.defaultSeverity == .error ? "error" : "warning"))
    }

    /// `missing-slot` → `MissingSlot`, SARIF's rule name.
    static func ruleName(_ code: VMLDiagnostic.Code) -> String {
        code.rawValue.split(separator: "-").map { $0.prefix(1).uppercased() + $0.dropFirst() }.joined()
    }

    /// Markdown as plain text: `[text](target)` → `text`, backquotes left as they are.
    static func plainText(_ markdown: String) -> String {
        var text = ""
        var rest = Substring(markdown)
        while let open = rest.firstIndex(of: "[") {
            guard let close = rest[open...].firstIndex(of: "]"), rest.index(after: close) < rest.endIndex,
                rest[rest.index(after: close)] == "(", let end = rest[close...].firstIndex(of: ")")
            else {
                text += rest[...open]
                rest = rest[rest.index(after: open)...]
                continue
            }
            text += rest[..<open] + rest[rest.index(after: open)..<close]
            rest = rest[rest.index(after: end)...]
        }
        return text + rest
    }

    /// The page's relative links made absolute: `(#the-slot-table)`, `(Parsing.md#errors)`.
    static func absoluteLinks(_ markdown: String) -> String {
        let folder = diagnosticsPage.dropLast("Diagnostics.md".count)
        return
            markdown
            .replacingOccurrences(of: "](#", with: "](\(diagnosticsPage)#")
            .replacingOccurrences(of: #"\]\(([A-Za-z]+\.md)"#, with: "](\(folder)$1", options: .regularExpression)
    }

    // MARK: Locations

    /// The artifact URI of an input: relative to the current folder when inside it.
    func artifactURI(name: String, path: String?) -> String {
        guard let path else { return Self.percentEncoded(name) }
        let absolute = URL(fileURLWithPath: path).standardizedFileURL.path
        let folder = URL(fileURLWithPath: currentFolder).standardizedFileURL.path
        let prefix = folder.hasSuffix("/") ? folder : folder + "/"
        if absolute.hasPrefix(prefix) {
            return Self.percentEncoded(String(absolute.dropFirst(prefix.count)))
        }
        return URL(fileURLWithPath: absolute).absoluteString
    }

    /// A path as a URI reference: each character but unreserved ones and `/` percent-encoded.
    static func percentEncoded(_ path: String) -> String {
        var allowed = CharacterSet.alphanumerics.intersection(CharacterSet(charactersIn: Unicode.Scalar(0)...Unicode.Scalar(127)))
        allowed.insert(charactersIn: "-._~/")
        return path.addingPercentEncoding(withAllowedCharacters: allowed) ?? path
    }

    // MARK: The log's shape (SARIF 2.1.0's property names)

    private struct Result {
        var code: VMLDiagnostic.Code
        var level: String
        var message: String
        var uri: String
        var line: Int?
        var column: Int?
    }

    private struct Log: Encodable {
        var schema: String
        var version: String
        var runs: [Run]

        enum CodingKeys: String, CodingKey {
            case schema = "$schema"
            case version, runs
        }
    }

    private struct Run: Encodable {
        var tool: Tool
        var columnKind: String
        var results: [ResultObject]
    }

    private struct Tool: Encodable {
        var driver: Driver
    }

    private struct Driver: Encodable {
        var name: String
        var version: String
        var informationUri: String
        var rules: [Rule]
    }

    private struct Rule: Encodable {
        var id: String
        var name: String
        var shortDescription: MultiformatMessage
        var fullDescription: MultiformatMessage
        var help: MultiformatMessage
        var helpUri: String
        var defaultConfiguration: Configuration
    }

    private struct MultiformatMessage: Encodable {
        var text: String
        var markdown: String
    }

    private struct Configuration: Encodable {
        var level: String
    }

    private struct ResultObject: Encodable {
        var ruleId: String
        var ruleIndex: Int?
        var level: String
        var message: Message
        var locations: [Location]
    }

    private struct Message: Encodable {
        var text: String
    }

    private struct Location: Encodable {
        var physicalLocation: PhysicalLocation
    }

    private struct PhysicalLocation: Encodable {
        var artifactLocation: ArtifactLocation
        var region: Region?
    }

    private struct ArtifactLocation: Encodable {
        var uri: String
    }

    private struct Region: Encodable {
        var startLine: Int
        var startColumn: Int
    }
}
