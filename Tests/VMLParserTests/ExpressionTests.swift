import Testing
import VMLCore
import VMLParser

/// `VMLParser.parseExpression`: one style expression, read with the style grammar.
@Suite struct ExpressionTests {
    /// Text and the expression it reads as; the row keeps where it was written, so a failure
    /// points at its line.
    struct Valid: Sendable, CustomTestStringConvertible {
        let text: String
        let expression: VMLExpression
        let sourceLocation: SourceLocation

        init(_ text: String, _ expression: VMLExpression, sourceLocation: SourceLocation = #_sourceLocation) {
            self.text = text
            self.expression = expression
            self.sourceLocation = sourceLocation
        }

        var testDescription: String { text.debugDescription }
    }

    /// Text that is not one expression and the start of its error; the row keeps where it was
    /// written, so a failure points at its line.
    struct Invalid: Sendable, CustomTestStringConvertible {
        let text: String
        let message: String
        let sourceLocation: SourceLocation

        init(_ text: String, _ message: String, sourceLocation: SourceLocation = #_sourceLocation) {
            self.text = text
            self.message = message
            self.sourceLocation = sourceLocation
        }

        var testDescription: String { text.debugDescription }
    }

    static let valid: [Valid] = [
        Valid("12", 12),
        Valid("-0.5", -0.5),
        Valid("1e2", 100),
        Valid("45deg", .angle(degrees: 45)),
        Valid(".degrees(45)", .member("degrees", 45)),
        Valid(".blue.opacity(0.5)", VMLExpression.member("blue").member("opacity", 0.5)),
        Valid("#FF0000", .hex("FF0000")),
        Valid("Color.red", .path("Color.red")),
        Valid(" [1, 2] ", [1, 2]),
        Valid("\"Untitled\"", "Untitled"),
    ]

    @Test(arguments: valid)
    func readsOneExpression(_ row: Valid) throws {
        #expect(try VMLParser().parseExpression(row.text) == row.expression, sourceLocation: row.sourceLocation)
    }

    static let invalid: [Invalid] = [
        Invalid("12px", "1:1: invalid number '12px'"),
        Invalid("12 13", "1:4: expected the end of the value, found"),
        Invalid("", "1:1: expected a value, found nothing"),
        Invalid("   ", "1:4: expected a value, found nothing"),
        Invalid("#F00", "1:1:"),
        Invalid(".blue.opacity(0.5", "1:"),
    ]

    @Test(arguments: invalid)
    func refusesWhatIsNotOneExpression(_ row: Invalid) {
        #expect(sourceLocation: row.sourceLocation) {
            try VMLParser().parseExpression(row.text)
        } throws: { error in
            guard let error = error as? VMLParseError else { return false }
            return error.description.hasPrefix(row.message)
        }
    }
}
