import Foundation
import Testing

/// The guides' examples, read from the pages by ``DocExampleExtractor``: each Swift example (and
/// each row of an example table) is compiled from `Generated/` and run, and renders or prints
/// exactly the output its page shows; each VML example is parsed and written as its page shows.
@Suite struct DocExampleTests {
    /// The compiled examples of each page, by the generated namespaces.
    static let compiled: [String: [DocExample]] = [
        "README.md": READMEDocExamples.examples,
        "Docs/GettingStarted.md": GettingStartedDocExamples.examples,
        "Docs/Cookbook.md": CookbookDocExamples.examples,
        "Docs/BuildingTrees.md": BuildingTreesDocExamples.examples,
        "Docs/CanonicalForm.md": CanonicalFormDocExamples.examples,
        "Docs/Parsing.md": ParsingDocExamples.examples,
        "Docs/Diagnostics.md": DiagnosticsDocExamples.examples,
        "Docs/JSONForm.md": JSONFormDocExamples.examples,
        "Docs/Porting.md": PortingDocExamples.examples,
        "Docs/Testing.md": TestingDocExamples.examples,
        "Docs/Preview.md": PreviewDocExamples.examples,
        "Docs/Server.md": ServerDocExamples.examples,
    ]

    /// The generated Swift is what the pages say now: an edited example is recompiled, never stale.
    /// With `VML_REGENERATE_DOC_EXAMPLES=1` the files are rewritten instead (`.ci/regenerate-doc-examples`
    /// does that even when the old files no longer compile).
    @Test(arguments: DocExampleExtractor.pages)
    func generatedCodeMatchesThePage(_ page: String) throws {
        let examples = try DocExampleExtractor.examples(inPage: page)
        let source = DocExampleExtractor.swiftSource(forPage: page, examples: examples)
        let file = DocExampleExtractor.repositoryRoot.appendingPathComponent("Tests/VMLDocTests/Generated")
            .appendingPathComponent(DocExampleExtractor.fileName(forPage: page))
        if ProcessInfo.processInfo.environment["VML_REGENERATE_DOC_EXAMPLES"] == "1" {
            try source.write(to: file, atomically: true, encoding: .utf8)
            return
        }
        let committed = try? String(contentsOf: file, encoding: .utf8)
        #expect(
            committed == source,
            "\(file.path) is not what \(page) says now: run `.ci/regenerate-doc-examples`, then `swift test` again"
        )
    }

    /// Each compiled example runs without throwing and gives the output that follows it on the page.
    @Test(arguments: DocExampleExtractor.pages)
    func examplesGiveTheOutputTheirPageShows(_ page: String) async throws {
        let examples = try DocExampleExtractor.examples(inPage: page)
        let compiled = Dictionary(uniqueKeysWithValues: (Self.compiled[page] ?? []).map { ($0.number, $0) })
        for (index, example) in examples.enumerated() where example.notCompiled == nil {
            let location = SourceLocation(fileID: "VMLDocTests/\(page)", filePath: page, line: example.line, column: 1)
            guard let run = compiled[index + 1] else {
                Issue.record("\(page):\(example.line) is not compiled: regenerate the examples", sourceLocation: location)
                continue
            }
            do {
                let output = try await run.run()
                if let expected = example.expectedOutput {
                    #expect(
                        output.trimmingCharacters(in: .newlines) == expected.trimmingCharacters(in: .newlines),
                        "\(page):\(example.line): the example's output differs from the page's", sourceLocation: location)
                }
            } catch {
                Issue.record("\(page):\(example.line) threw: \(error)", sourceLocation: location)
            }
        }
    }

    /// Each VML example, read by the parser, is written exactly as the output that follows it on the page.
    @Test(arguments: DocExampleExtractor.pagesWithVMLExamples)
    func vmlExamplesAreWrittenAsTheirPageShows(_ page: String) throws {
        for example in try DocExampleExtractor.vmlExamples(inPage: page) {
            let location = SourceLocation(fileID: "VMLDocTests/\(page)", filePath: page, line: example.line, column: 1)
            guard let expected = example.expectedOutput else {
                Issue.record("\(page):\(example.line): no ```xml block follows the VML input", sourceLocation: location)
                continue
            }
            do {
                let output = try writtenVML(example.input)
                #expect(
                    output.trimmingCharacters(in: .newlines) == expected.trimmingCharacters(in: .newlines),
                    "\(page):\(example.line): what the serializer writes differs from the page's", sourceLocation: location)
            } catch {
                Issue.record("\(page):\(example.line) threw: \(error)", sourceLocation: location)
            }
        }
    }

    /// Every page with examples has its generated file in `compiled`.
    @Test func everyPageIsCompiled() {
        #expect(Set(Self.compiled.keys) == Set(DocExampleExtractor.pages), "add the page's generated namespace to DocExampleTests.compiled")
    }

    /// Every example left out of the compiled ones says why.
    @Test(arguments: DocExampleExtractor.pagesWithExamples)
    func everyExampleLeftOutSaysWhy(_ page: String) throws {
        for example in try DocExampleExtractor.examples(inPage: page) {
            if let reason = example.notCompiled { #expect(reason != "no reason given", "\(page):\(example.line)") }
        }
    }
}
