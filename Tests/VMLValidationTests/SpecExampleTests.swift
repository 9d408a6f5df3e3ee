import Testing
import VMLCore
import VMLTestSupport
import VMLValidation

/// The examples of Docs/Spec.md §3, §8 and §9, built by hand, with the diagnostics each must give.
/// A §3 example keeps the line it was written on; a §8/§9 example, made from the shared trees of
/// ``SpecExamples``, keeps the line that made it and is named after its fixture.
struct SpecExample: CustomTestStringConvertible, Sendable {
    var title: String
    var document: VMLDocument
    var expected: [Found]
    var sourceLocation: SourceLocation

    init(title: String, document: VMLDocument, expected: [Found], sourceLocation: SourceLocation = #_sourceLocation) {
        self.title = title
        self.document = document
        self.expected = expected
        self.sourceLocation = sourceLocation
    }

    var testDescription: String { title }
}

/// §3's examples, which are not among the §8/§9 fixtures.
let section3Examples: [SpecExample] = [
    SpecExample(
        title: "§3 navigationTitle from attr(title type(<string>))",
        document: [
            .element(
                "Text", attributes: ["title": "Welcome"],
                style: [VMLModifier("navigationTitle", VMLArgument(attr("title", .string, fallback: "Untitled")))]
            )
        ],
        expected: []
    ),
    SpecExample(
        title: "§3/§8 frame from attr(w)/attr(h) with fallbacks, attributes absent",
        document: [
            .element(
                "Rectangle",
                style: [
                    VMLModifier(
                        "frame", .labeled("width", attr("w", .number, fallback: 200)), .labeled("height", attr("h", .number, fallback: 100))
                    )
                ]
            )
        ],
        expected: []
    ),
    SpecExample(
        title: "§3 background from attr(fill type(<color>)) = #ff0000",
        document: [
            .element(
                "Circle", attributes: ["fill": "#ff0000"],
                style: [VMLModifier("background", VMLArgument(attr("fill", .color, fallback: .member("blue"))))]
            )
        ],
        expected: []
    ),
    SpecExample(
        title: "§3 rotationEffect from attr(degrees type(<angle>)) = 45deg",
        document: [
            .element(
                "Text", attributes: ["degrees": "45deg"],
                style: [VMLModifier("rotationEffect", VMLArgument(attr("degrees", .angle, fallback: .member("degrees", 0))))]
            )
        ],
        expected: []
    ),
]

/// The diagnostics each §8/§9 example (the shared trees of ``SpecExamples``) must give; every
/// example not named here must give none.
let expectedForSpecExamples: [String: [Found]] = [
    "button-explicit-label": [Found(.ignoredDefaultContent, "Button[0] > Text[0]")],
    "invalid-nested-template": [Found(.nestedTemplate, "List[0] > VStack[0] > ToolbarItem[0]")],
    "invalid-symbol-outside-style": [Found(.symbolOutsideStyle, "NavigationLink[0]")],
    "invalid-explicit-default-template": [Found(.ignoredDefaultContent, "Button[0] > Text[0]")],
    "invalid-duplicate-template": [Found(.duplicateTemplate, "Text[0] > Rectangle[1]")],
    "invalid-attr-as-attribute": [Found(.attrOutsideStyle, "Text[0]")],
]

let validSpecExamples: [SpecExample] =
    section3Examples
    + SpecExamples.all.filter { expectedForSpecExamples[$0.name] == nil }.map {
        SpecExample(title: $0.name, document: VMLDocument($0.nodes), expected: [])
    }

let warnedSpecExamples: [SpecExample] = SpecExamples.all.compactMap { example in
    expectedForSpecExamples[example.name].map {
        SpecExample(title: example.name, document: VMLDocument(example.nodes), expected: $0)
    }
}

@Test(arguments: validSpecExamples)
func validSpecExampleGivesNoDiagnostics(_ example: SpecExample) {
    #expect(findings(example.document) == example.expected, "\(example.title)", sourceLocation: example.sourceLocation)
    #expect(example.expected.isEmpty, "\(example.title)", sourceLocation: example.sourceLocation)
}

@Test(arguments: warnedSpecExamples)
func warnedSpecExampleGivesExactlyItsDiagnostics(_ example: SpecExample) {
    #expect(findings(example.document) == example.expected, "\(example.title)", sourceLocation: example.sourceLocation)
}

@Test func duplicateTemplateNamesTheWinner() throws {
    let example = try #require(warnedSpecExamples.first { $0.title == "invalid-duplicate-template" })
    let diagnostic = try #require(VMLValidator().validate(example.document).first)
    #expect(diagnostic.message.contains("Circle[0]"))
    #expect(diagnostic.message.contains("Rectangle is ignored"))
}

@Test func nestedTemplateNamesTheElementThatReferencesIt() throws {
    let example = try #require(warnedSpecExamples.first { $0.title == "invalid-nested-template" })
    let diagnostic = try #require(VMLValidator().validate(example.document).first)
    #expect(diagnostic.message.contains("direct child of List[0]"))
}
