import Foundation
import Testing
import VML
import VMLParser
import VMLTestSupport

/// No false positives: checking SwiftUI's names strictly (`vml check --strict`, with the
/// repository's `vml-schema.json` for the spec's custom components) adds no diagnostic to any
/// markup the project holds as correct: every `.vml` file (the fuzz corpus aside), every XML
/// example of the guides (Diagnostics.md's, which show mistakes, aside), the spec's examples (and every
/// porting idiom's output: PortingValidityTests). Files that show a spec problem keep exactly their diagnostics.
@Suite struct StrictNamesCorpusTests {
    static let root = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()

    /// The repository's schema: the custom names its fixtures and guides use.
    static let schema: VMLSchema = {
        guard let data = FileManager.default.contents(atPath: root.appendingPathComponent("vml-schema.json").path),
            let schema = try? VMLSchema(json: Array(data))
        else { return .empty }
        return schema
    }()

    static let strict = VMLValidator(names: .strict, schema: schema)
    static let plain = VMLValidator(names: .off, schema: schema)

    /// Every `.vml` file of the repository, but build folders and the fuzz corpus (hostile input).
    static let files: [ValueCase<String>] = {
        guard let walker = FileManager.default.enumerator(atPath: root.path) else { return [] }
        var found: [String] = []
        while let path = walker.nextObject() as? String {
            if path.hasPrefix(".") || path.contains("/.") || path.hasPrefix("Tests/Fuzz/") { continue }
            if path.hasSuffix(".vml") { found.append(path) }
        }
        return found.sorted().map { ValueCase($0) }
    }()

    /// The ```xml blocks of the guides, with the page they are on.
    static let docExamples: [ValueCase<String>] = {
        let docs = root.appendingPathComponent("Docs")
        let pages = ((try? FileManager.default.contentsOfDirectory(atPath: docs.path)) ?? []).filter {
            $0.hasSuffix(".md") && $0 != "Diagnostics.md"
        }
        var examples: [ValueCase<String>] = []
        for page in pages.sorted() {
            guard let text = try? String(contentsOf: docs.appendingPathComponent(page), encoding: .utf8) else { continue }
            var block: String?
            for line in text.split(separator: "\n", omittingEmptySubsequences: false) {
                if block == nil, line == "```xml" {
                    block = ""
                } else if let current = block, line == "```" {
                    examples.append(ValueCase("\(page)\n" + current))
                    block = nil
                } else if block != nil {
                    block? += line + "\n"
                }
            }
        }
        return examples
    }()

    @Test func theCorporaAreThere() {
        #expect(Self.files.count > 60)
        #expect(Self.docExamples.count > 50)
        #expect(!Self.schema.elements.isEmpty)
    }

    @Test(arguments: files)
    func aFileGetsNoNewDiagnostic(_ file: ValueCase<String>) throws {
        let data = try #require(FileManager.default.contents(atPath: Self.root.appendingPathComponent(file.value).path))
        let bytes = Array(data)
        let plain = Self.plain.check(bytes).map { "\($0.code) \($0.path)" }
        let strict = Self.strict.check(bytes).map { "\($0.code) \($0.path)" }
        #expect(strict.sorted() == (plain + (Self.shownMistakes[file.value] ?? [])).sorted(), sourceLocation: file.sourceLocation)
    }

    /// Files that show a mistake the names check finds, on purpose → what it finds.
    static let shownMistakes: [String: [String]] = [
        // `vml swift`'s fallback for a value the DSL cannot type: LazyVStack's alignment is horizontal.
        // and a negative opacity, for `vml swift`'s negative numbers.
        "Tests/VMLSwiftExportTests/Fixtures/swift-literals.vml": [
            "invalid-argument VStack[1] > Text[1]", "invalid-attribute-value VStack[1] > LazyVStack[15]",
        ]
    ]

    @Test(arguments: docExamples)
    func aGuideExampleGetsNoNewDiagnostic(_ example: ValueCase<String>) throws {
        let text = String(example.value.drop { $0 != "\n" }.dropFirst())
        // Fragments and transcripts that are not a document are not markup to check.
        guard let document = try? VMLParser().parse(text) else { return }
        let plain = Self.plain.validate(document).map { "\($0.code) \($0.path)" }
        let strict = Self.strict.validate(document).map { "\($0.code) \($0.path)" }
        #expect(strict == plain, "\(example.value.prefix(200))", sourceLocation: example.sourceLocation)
    }

    @Test func theSpecsExamplesGetNoNewDiagnostic() {
        for (name, nodes) in SpecExamples.all {
            let plain = Self.plain.validate(nodes).map { "\($0.code) \($0.path)" }
            let strict = Self.strict.validate(nodes).map { "\($0.code) \($0.path)" }
            #expect(strict == plain, "\(name)")
        }
    }
}
