import Testing

@testable import vml

/// Hover, completion, definition and diagnostics at every position of documents made of VML's
/// pieces in random order, half typed as an editor sees them: nothing traps, and every range
/// answered lies in the document.
@Suite struct LSPRobustnessTests {
    static let pieces = [
        "<", ">", "/>", "</", "VStack", "Text", " ", "\n", "\r\n", "style=\"", "\"", "template=\"bg\"", "padding(", ")", ", ",
        ".", "font", "title", ":", ":bg", "[", "]", "(", "Color", "&quot;", "é", "😀", "e\u{301}", "<!--", "-->", "alignment=",
        "'", "attr(", "background(content: ", "8", "\u{FEFF}",
    ]

    struct Seed: Sendable, CustomTestStringConvertible {
        var seed: UInt64
        var sourceLocation: SourceLocation = #_sourceLocation
        var testDescription: String { "seed \(seed)" }
    }

    /// Seeds whose documents are not all one unclosed comment (seeds 2 and 7 start with `<!--`
    /// and never close it: no position of theirs has anything to answer).
    static let seeds: [Seed] = [Seed(seed: 1), Seed(seed: 8), Seed(seed: 3), Seed(seed: 4), Seed(seed: 5), Seed(seed: 6)]

    /// A document of 60 pieces chosen by a linear congruential generator from `seed`.
    static func document(_ seed: UInt64) -> String {
        var state = seed
        var text = ""
        for _ in 0..<60 {
            state = state &* 6_364_136_223_846_793_005 &+ 1_442_695_040_888_963_407
            text += pieces[Int((state >> 33) % UInt64(pieces.count))]
        }
        return text
    }

    @Test(arguments: seeds)
    func everyPositionIsAnswered(_ test: Seed) {
        let document = LSPTextDocument(text: Self.document(test.seed), version: 1)
        let end = document.position(of: document.bytes.count)
        func inside(_ range: LSPRange) -> Bool { range.start <= range.end && range.end <= end }
        var answered = 0
        for offset in 0...document.bytes.count {
            let position = document.position(of: offset)
            if let hover = LSPHover.hover(at: position, in: document) {
                answered += 1
                #expect(hover.range.map(inside) ?? true, sourceLocation: test.sourceLocation)
            }
            answered += LSPCompletion.list(at: position, in: document).items.isEmpty ? 0 : 1
            for range in LSPDefinition.targets(at: position, in: document) {
                #expect(inside(range), sourceLocation: test.sourceLocation)
            }
        }
        var schemas = SchemaFinder(explicit: nil)
        let job = LSPDiagnosticsWorker.Job(uri: "untitled:a", document: document, path: nil)
        for diagnostic in LSPDiagnosticsWorker.diagnostics(of: job, strict: true, schemas: &schemas) {
            #expect(inside(diagnostic.range), sourceLocation: test.sourceLocation)
        }
        #expect(answered > 0, "no position got a hover or a completion", sourceLocation: test.sourceLocation)
    }
}
