import Testing
import VMLCore
import VMLValidation

/// A document with a hand-made source map, as the parser would fill it.
private let located: (VMLDocument, VMLSourceMap) = {
    let document: VMLDocument = [
        .element(
            "VStack",
            children: [
                .element("Text", attributes: ["title": "attr(name)"], children: ["Hello"]),
                .element("Text", style: [VMLModifier("background", slot("content", "bg"))], children: ["Hi"]),
            ]
        )
    ]
    let first = VMLNodePath().appending("VStack", 0).appending("Text", 0)
    let second = VMLNodePath().appending("VStack", 0).appending("Text", 1)
    let map = VMLSourceMap(
        elements: [
            VMLNodePath().appending("VStack", 0): .init(line: 1, column: 1), first: .init(line: 2, column: 3),
            second: .init(line: 3, column: 3),
        ],
        attributes: [first: ["title": .init(line: 2, column: 9)], second: ["style": .init(line: 3, column: 9)]]
    )
    return (document, map)
}()

@Test func attributeDiagnosticsCarryTheAttributeLocation() throws {
    let diagnostics = VMLValidator().validate(located.0, sourceMap: located.1)
    #expect(diagnostics.map(\.code) == [.attrOutsideStyle, .missingSlot])
    #expect(diagnostics.map(\.location) == [VMLSourceLocation(line: 2, column: 9), VMLSourceLocation(line: 3, column: 9)])
}

@Test func elementLocationStandsInWhenTheAttributeIsUnmapped() throws {
    var map = located.1
    map.attributes = [:]
    let diagnostics = VMLValidator().validate(located.0, sourceMap: map)
    #expect(diagnostics.map(\.location) == [VMLSourceLocation(line: 2, column: 3), VMLSourceLocation(line: 3, column: 3)])
}

@Test func withoutASourceMapThereIsNoLocation() {
    #expect(VMLValidator().validate(located.0).allSatisfy { $0.location == nil })
}

@Test func formatsCompilerStyleLines() throws {
    let diagnostics = VMLValidator().validate(located.0, sourceMap: located.1)
    let lines = diagnostics.formatted(file: "home.vml").split(separator: "\n").map(String.init)
    #expect(lines.count == 2)
    #expect(lines[0].hasPrefix("home.vml:2:9: error: title=\"attr(name)\": attr(…) is only valid inside style"))
    #expect(lines[0].hasSuffix(" [attr-outside-style]"))
    #expect(lines[1].hasPrefix("home.vml:3:9: warning: the style of Text references :bg"))
    #expect(lines[1].hasSuffix(" [missing-slot]"))
    #expect(diagnostics.containsErrors)
}

@Test func formatsThePathWhenThereIsNoLocation() throws {
    let diagnostic = try #require(VMLValidator().validate(located.0).first)
    #expect(diagnostic.formatted(file: "<stdin>").hasPrefix("<stdin>: error: "))
    #expect(diagnostic.formatted(file: "<stdin>").hasSuffix("(at VStack[0] > Text[0]) [attr-outside-style]"))
    #expect(diagnostic.description.hasPrefix("VStack[0] > Text[0]: error: "))
}

@Test func diagnosticsComeInDocumentOrder() {
    // The missing slot is found when its element closes, after its children: it still sorts first.
    let document: VMLDocument = [
        .element(
            "Text", style: [VMLModifier("background", slot("content", "bg"))],
            children: [.element("Star", attributes: ["template": "ov"]), .element("Sta r")]
        ),
        .element("Text", attributes: ["x": ":y"]),
    ]
    #expect(
        findings(document) == [
            Found(.missingSlot, "Text[0]"), Found(.unmatchedTemplate, "Text[0] > Star[0]"), Found(.invalidName, "Text[0] > Sta r[1]"),
            Found(.symbolOutsideStyle, "Text[1]"),
        ]
    )
}

@Test func pathsIndexTheTreeAsGivenIncludingTextNodes() {
    let document: VMLDocument = [
        .element("VStack", children: ["a", "b", .element("Label", children: [.element("Text", attributes: ["template": "titel"])])])
    ]
    #expect(findings(document) == [Found(.unmatchedTemplate, "VStack[0] > Label[2] > Text[0]")])
}

@Test func aVeryDeepTreeDoesNotOverflowTheStack() {
    let depth = 20_000
    var node: VMLNode = .element("Text", attributes: ["template": "toolbar"])
    for _ in 0..<depth {
        node = .element("VStack", children: [node])
    }
    let document: VMLDocument = [.element("List", style: [VMLModifier("toolbar", slot("content", "toolbar"))], children: [node])]
    let diagnostics = VMLValidator().validate(document)
    #expect(diagnostics.map(\.code) == [.nestedTemplate])
    #expect(diagnostics.first?.path.steps.count == depth + 2)
}
