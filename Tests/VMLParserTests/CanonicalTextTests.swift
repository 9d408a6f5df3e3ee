import Testing
import VMLCore
import VMLParser

/// `VMLExpression.canonicalText()`: the core's single-expression writer, the inverse of
/// `VMLParser.parseExpression`.
@Suite struct CanonicalTextTests {
    struct Case: Sendable, CustomTestStringConvertible {
        var expression: VMLExpression
        var text: String
        var sourceLocation: SourceLocation
        var testDescription: String { text }

        init(_ expression: VMLExpression, _ text: String, sourceLocation: SourceLocation = #_sourceLocation) {
            self.expression = expression
            self.text = text
            self.sourceLocation = sourceLocation
        }
    }

    static let cases: [Case] = [
        Case(12, "12"),
        Case(-0.5, "-0.5"),
        Case(1e-7, "1e-07"),
        Case(.angle(degrees: 45), "45deg"),
        Case(.member("blue").member("opacity", 0.5), ".blue.opacity(0.5)"),
        Case(.hex("FF0000"), "#ff0000"),
        Case(.path("Color.red"), "Color.red"),
        Case([1, 2], "[1, 2]"),
        Case("say \"hi\" & <b>\n\\", #""say \"hi\" & <b>\n\\""#),
        Case(.range(.halfOpen(0, 3)), "0..<3"),
        Case(.attr(VMLAttrBinding("title", type: .string, fallback: "Untitled")), #"attr(title type(<string>), "Untitled")"#),
        Case(.tuple([VMLArgument("x", 1), VMLArgument("y", 0)]), "(x: 1, y: 0)"),
        Case(.symbol("bg"), ":bg"),
        Case(.null, "nil"),
        Case(
            .call(
                "LinearGradient",
                .labeled(
                    "stops",
                    [
                        .call("Gradient.Stop", .labeled("color", .member("red")), .labeled("location", 0)),
                        .call("Gradient.Stop", .labeled("color", .member("blue")), .labeled("location", 1)),
                    ])),
            "LinearGradient(colors: [.red, .blue])"),
    ]

    @Test(arguments: cases)
    func writesTheCanonicalTextAndReadsBack(_ example: Case) throws {
        let text = try example.expression.canonicalText()
        #expect(text == example.text, sourceLocation: example.sourceLocation)
        let reread = try VMLParser().parseExpression(text)
        #expect(try reread.canonicalText() == text, sourceLocation: example.sourceLocation)
    }

    @Test func refusesWhatHasNoText() {
        #expect(throws: VMLSerializationError(reason: .nonFiniteNumber(.infinity))) {
            try VMLExpression.number(.infinity).canonicalText()
        }
        #expect(throws: VMLSerializationError(reason: .invalidStyleName("a b"))) {
            try VMLExpression.implicitMember("a b").canonicalText()
        }
    }
}
