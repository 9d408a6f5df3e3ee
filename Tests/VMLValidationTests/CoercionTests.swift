import Testing
import VMLCore
import VMLValidation

struct CoercionCase: CustomTestStringConvertible, Sendable {
    var type: VMLAttrType
    var value: String
    var sourceLocation: SourceLocation

    init(_ type: VMLAttrType, _ value: String, sourceLocation: SourceLocation = #_sourceLocation) {
        self.type = type
        self.value = value
        self.sourceLocation = sourceLocation
    }

    var testDescription: String { "<\(type.rawValue)> \"\(value)\"" }
}

let coercible: [CoercionCase] = [
    CoercionCase(.string, ""), CoercionCase(.string, "anything at all"),
    CoercionCase(.number, "12"), CoercionCase(.number, "-0.5"), CoercionCase(.number, ".5"), CoercionCase(.number, "1e2"),
    CoercionCase(.number, "+3"), CoercionCase(.number, ".infinity"),
    CoercionCase(.integer, "3"), CoercionCase(.integer, "-10"), CoercionCase(.integer, "4.0"),
    CoercionCase(.length, "200"), CoercionCase(.length, "12.5"), CoercionCase(.length, ".infinity"),
    CoercionCase(.angle, "45deg"), CoercionCase(.angle, "-90deg"), CoercionCase(.angle, "0.5deg"), CoercionCase(.angle, ".degrees(45)"),
    CoercionCase(.angle, ".radians(1.57)"), CoercionCase(.angle, "Angle.degrees(45)"), CoercionCase(.angle, ".zero"),
    CoercionCase(.color, "#00ffcc"), CoercionCase(.color, "#FF000080"), CoercionCase(.color, "rgb(255, 0, 0)"),
    CoercionCase(.color, "rgba(255, 0, 0, 0.5)"), CoercionCase(.color, "hsl(210, 50%, 40%)"), CoercionCase(.color, ".red"),
    CoercionCase(.color, ".secondary"), CoercionCase(.color, ".blue.opacity(0.5)"), CoercionCase(.color, "Color.yellow"),
    CoercionCase(.color, "Color(red: 1, green: 0, blue: 0)"), CoercionCase(.color, "Color(\"brand\")"),
    CoercionCase(.url, "https://example.com/a?b=1#c"), CoercionCase(.url, "/products/1"), CoercionCase(.url, "mailto:a@b.c"),
    CoercionCase(.url, "a%20b"), CoercionCase(.url, "café"),
    CoercionCase(.boolean, "true"), CoercionCase(.boolean, "false"),
]

let notCoercible: [CoercionCase] = [
    CoercionCase(.number, "twelve"), CoercionCase(.number, "12px"), CoercionCase(.number, "1.2.3"), CoercionCase(.number, "nan"),
    CoercionCase(.number, " 12"), CoercionCase(.number, "-"),
    CoercionCase(.integer, "3.5"), CoercionCase(.integer, "1e30"), CoercionCase(.integer, "three"),
    CoercionCase(.length, "12pt"), CoercionCase(.length, "auto"),
    CoercionCase(.angle, "45"), CoercionCase(.angle, "45 deg"), CoercionCase(.angle, ".degrees(x)"), CoercionCase(.angle, ".turns(1)"),
    CoercionCase(.angle, ".degrees(45"),
    CoercionCase(.color, "blue"), CoercionCase(.color, ".bleu"), CoercionCase(.color, "#fff"), CoercionCase(.color, "#gg0000"),
    CoercionCase(.color, "rgb(255, 0)"), CoercionCase(.color, "rgba(255, 0, 0)"), CoercionCase(.color, ".blue.opacity(0.5"),
    CoercionCase(.color, "45deg"), CoercionCase(.color, String(repeating: ".blue.opacity(", count: 100)),
    CoercionCase(.url, "has space"), CoercionCase(.url, "a<b"), CoercionCase(.url, "100%"), CoercionCase(.url, "1http://x"),
    CoercionCase(.boolean, "yes"), CoercionCase(.boolean, "TRUE"), CoercionCase(.boolean, "1"),
]

@Test(arguments: coercible)
func attributeValueCoerces(_ testCase: CoercionCase) {
    #expect(testCase.type.accepts(attributeValue: testCase.value), sourceLocation: testCase.sourceLocation)
}

@Test(arguments: notCoercible)
func attributeValueDoesNotCoerce(_ testCase: CoercionCase) {
    #expect(!testCase.type.accepts(attributeValue: testCase.value), sourceLocation: testCase.sourceLocation)
}

// The documents below bind attributes in a placeholder modifier `m`; SwiftUI's names are not
// what these tests are about, so they are not checked (`names: .off`).
@Test(arguments: notCoercible)
func validatorReportsAFailedCoercionOnTheAttribute(_ testCase: CoercionCase) throws {
    let document: VMLDocument = [
        .element("Text", attributes: ["v": testCase.value], style: [VMLModifier("m", VMLArgument(attr("v", testCase.type)))])
    ]
    let diagnostics = VMLValidator(names: .off).validate(document)
    #expect(diagnostics.map(\.code) == [.attrCoercion], sourceLocation: testCase.sourceLocation)
    #expect(diagnostics.first?.message.contains("<\(testCase.type.rawValue)>") == true, sourceLocation: testCase.sourceLocation)
}

struct FallbackCase: CustomTestStringConvertible, Sendable {
    var type: VMLAttrType
    var fallback: VMLExpression
    var fits: Bool
    var sourceLocation: SourceLocation

    init(type: VMLAttrType, fallback: VMLExpression, fits: Bool, sourceLocation: SourceLocation = #_sourceLocation) {
        self.type = type
        self.fallback = fallback
        self.fits = fits
        self.sourceLocation = sourceLocation
    }

    var testDescription: String { "<\(type.rawValue)> \(fallback) fits: \(fits)" }
}

let fallbackCases: [FallbackCase] = [
    FallbackCase(type: .string, fallback: "Untitled", fits: true),
    FallbackCase(type: .string, fallback: 1, fits: false),
    FallbackCase(type: .number, fallback: 200, fits: true),
    FallbackCase(type: .number, fallback: .member("infinity"), fits: true),
    FallbackCase(type: .number, fallback: "200", fits: false),
    FallbackCase(type: .integer, fallback: 3, fits: true),
    FallbackCase(type: .integer, fallback: 3.5, fits: false),
    FallbackCase(type: .length, fallback: 12.5, fits: true),
    FallbackCase(type: .length, fallback: true, fits: false),
    FallbackCase(type: .angle, fallback: .member("degrees", 0), fits: true),
    FallbackCase(type: .angle, fallback: .angle(degrees: 90), fits: true),
    FallbackCase(type: .angle, fallback: .member("radians", 1), fits: true),
    FallbackCase(type: .angle, fallback: 45, fits: false),
    FallbackCase(type: .color, fallback: .member("blue"), fits: true),
    FallbackCase(type: .color, fallback: VMLExpression.member("black").member("opacity", 0.2), fits: true),
    FallbackCase(type: .color, fallback: .hex("#ff0000"), fits: true),
    FallbackCase(type: .color, fallback: .path("Color.yellow"), fits: true),
    FallbackCase(type: .color, fallback: "blue", fits: false),
    FallbackCase(type: .color, fallback: .member("center"), fits: false),
    FallbackCase(type: .url, fallback: "https://example.com", fits: true),
    FallbackCase(type: .url, fallback: "not a url", fits: false),
    FallbackCase(type: .boolean, fallback: false, fits: true),
    FallbackCase(type: .boolean, fallback: "false", fits: false),
    FallbackCase(type: .color, fallback: nil, fits: true),
    FallbackCase(type: .number, fallback: .symbol("bg"), fits: false),
]

@Test(arguments: fallbackCases)
func fallbackTypeIsChecked(_ testCase: FallbackCase) {
    #expect(testCase.type.accepts(fallback: testCase.fallback) == testCase.fits, sourceLocation: testCase.sourceLocation)
    let document: VMLDocument = [
        .element("Text", style: [VMLModifier("m", VMLArgument(attr("v", testCase.type, fallback: testCase.fallback)))])
    ]
    let codes = VMLValidator(names: .off).validate(document).map(\.code).filter { $0 != .missingSlot }
    #expect(codes == (testCase.fits ? [] : [.attrCoercion]), sourceLocation: testCase.sourceLocation)
}

@Test func untypedBindingIsNotCoerced() {
    let document: VMLDocument = [
        .element("Text", attributes: ["v": "anything"], style: [VMLModifier("m", VMLArgument(attr("v", fallback: 3)))])
    ]
    #expect(VMLValidator(names: .off).validate(document).isEmpty)
}
