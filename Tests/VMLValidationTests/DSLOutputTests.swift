import Foundation
import Testing
import VMLParser
import VMLTestSupport
import VMLValidation

/// What the DSL writes checks clean with `vml check --strict`: the exact output of every doc
/// sample of the DSL's declarations (`/// // <Text style="…">a</Text>` under a call, for every
/// catalog row the DSL renders: generate.py writes one for each generated row, and every public
/// symbol has one) and every typed modifier call `vml swift` writes, which the export tests
/// compile and render back (`typed-modifiers.vml-lines`, one for each of the catalog's `t` lines).
/// Checking SwiftUI's names strictly (with the repository's `vml-schema.json`) adds no diagnostic
/// to any of them.
@Suite struct DSLOutputTests {
    static let root = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
        .deletingLastPathComponent()

    /// One element the DSL wrote, with the file it was read from.
    struct Output: Sendable, CustomTestStringConvertible {
        var vml: String
        var file: String
        /// The line it was read from, so a failure points at it.
        var sourceLocation: SourceLocation
        var testDescription: String { "\(file): \(vml.prefix(100))" }

        init(vml: String, file: String, line: Int) {
            self.vml = vml
            self.file = file
            let path = DSLOutputTests.root.appendingPathComponent(file).path
            sourceLocation = SourceLocation(fileID: "VMLValidationTests/" + file, filePath: path, line: line, column: 1)
        }
    }

    /// Every one-line element under a `/// // ` doc comment in Sources/VML.
    static let docSamples: [Output] = {
        let folder = root.appendingPathComponent("Sources/VML")
        guard let walker = FileManager.default.enumerator(atPath: folder.path) else { return [] }
        var outputs: [Output] = []
        var seen: Set<String> = []
        while let path = walker.nextObject() as? String {
            guard path.hasSuffix(".swift"),
                let text = try? String(contentsOf: folder.appendingPathComponent(path), encoding: .utf8)
            else { continue }
            for (number, line) in text.split(separator: "\n", omittingEmptySubsequences: false).enumerated() {
                let trimmed = line.drop { $0 == " " }
                guard trimmed.hasPrefix("/// // <") else { continue }
                let vml = String(trimmed.dropFirst(7))
                if isElement(vml), seen.insert(vml).inserted {
                    outputs.append(Output(vml: vml, file: "Sources/VML/" + path, line: number + 1))
                }
            }
        }
        return outputs.sorted { $0.vml < $1.vml }
    }()

    /// Every typed modifier call of `typed-modifiers.vml-lines`.
    static let typedCalls: [Output] = {
        let file = "Tests/VMLSwiftExportTests/Fixtures/typed-modifiers.vml-lines"
        guard let text = try? String(contentsOf: root.appendingPathComponent(file), encoding: .utf8) else { return [] }
        return text.split(separator: "\n", omittingEmptySubsequences: false).enumerated().compactMap { number, line in
            isElement(String(line)) ? Output(vml: String(line), file: file, line: number + 1) : nil
        }
    }()

    /// Whether a line is one whole element: `<Name …/>` or `<Name …>…</Name>`.
    static func isElement(_ line: String) -> Bool {
        guard line.hasPrefix("<"), let name = line.dropFirst().split(whereSeparator: { " />".contains($0) }).first else {
            return false
        }
        return line.hasSuffix("/>") || line.hasSuffix("</\(name)>")
    }

    /// The repository's schema: the spec's custom components (`Card`, `Star`) its samples use.
    static let schema: VMLSchema = {
        guard let data = FileManager.default.contents(atPath: root.appendingPathComponent("vml-schema.json").path),
            let schema = try? VMLSchema(json: Array(data))
        else { return .empty }
        return schema
    }()

    static let strict = VMLValidator(names: .strict, schema: schema)
    static let plain = VMLValidator(names: .off, schema: schema)

    @Test func theOutputsAreThere() {
        #expect(Self.docSamples.count > 300)
        #expect(Self.typedCalls.count > 300)
        #expect(Self.docSamples.contains { $0.vml.contains("subscriptionStorePickerItemBackground(.accentColor") })
    }

    @Test(arguments: docSamples + typedCalls)
    func theDSLsOutputGetsNoNewDiagnostic(_ output: Output) {
        let bytes = Array(output.vml.utf8)
        let plain = Self.plain.check(bytes).map { "\($0.code) \($0.path)" }
        let strict = Self.strict.check(bytes).map { $0.formatted(file: output.file) }
        #expect(strict.count == plain.count, "\(strict)", sourceLocation: output.sourceLocation)
    }
}
