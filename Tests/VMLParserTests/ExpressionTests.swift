import Testing
import VMLCore
import VMLParser

/// `VMLParser.parseExpression`: one style expression, read with the style grammar.
@Suite struct ExpressionTests {
    static let valid: [(text: String, expression: VMLExpression)] = [
        ("12", 12),
        ("-0.5", -0.5),
        ("1e2", 100),
        ("45deg", .angle(degrees: 45)),
        (".degrees(45)", .member("degrees", 45)),
        (".blue.opacity(0.5)", VMLExpression.member("blue").member("opacity", 0.5)),
        ("#FF0000", .hex("FF0000")),
        ("Color.red", .path("Color.red")),
        (" [1, 2] ", [1, 2]),
        ("\"Untitled\"", "Untitled"),
    ]

    @Test(arguments: valid)
    func readsOneExpression(text: String, expression: VMLExpression) throws {
        #expect(try VMLParser().parseExpression(text) == expression)
    }

    static let invalid: [(text: String, message: String)] = [
        ("12px", "1:1: invalid number '12px'"),
        ("12 13", "1:4: expected the end of the value, found"),
        ("", "1:1: expected a value, found nothing"),
        ("   ", "1:4: expected a value, found nothing"),
        ("#F00", "1:1:"),
        (".blue.opacity(0.5", "1:"),
    ]

    @Test(arguments: invalid)
    func refusesWhatIsNotOneExpression(text: String, message: String) {
        #expect {
            try VMLParser().parseExpression(text)
        } throws: { error in
            guard let error = error as? VMLParseError else { return false }
            return error.description.hasPrefix(message)
        }
    }
}
