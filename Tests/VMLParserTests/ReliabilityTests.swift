import Testing
import VMLCore
import VMLParser

/// Regressions from the reliability review: each input, the error it must give (line, column,
/// message) or the compact text it must read as.
@Suite struct ReliabilityTests {
    struct Accepted: CustomTestStringConvertible, Sendable {
        var input: String
        var compact: String
        var sourceLocation: SourceLocation
        var testDescription: String { input.debugDescription }

        init(_ input: String, _ compact: String, sourceLocation: SourceLocation = #_sourceLocation) {
            self.input = input
            self.compact = compact
            self.sourceLocation = sourceLocation
        }
    }

    static let doctypeFirst = "<!doctype swiftui+vml> must come before the first element or text"

    static let rejected: [ParseErrorCase] = [
        // A doctype after any text or element.
        ParseErrorCase("abc<!doctype swiftui+vml><A/>", 1, 4, doctypeFirst),
        ParseErrorCase("abc <!-- c --> <!doctype swiftui+vml><A/>", 1, 16, doctypeFirst),
        ParseErrorCase("&amp;<!doctype swiftui+vml>", 1, 6, doctypeFirst),
        ParseErrorCase("&#32;<!doctype swiftui+vml>", 1, 6, doctypeFirst),
        ParseErrorCase("<![CDATA[]]><!doctype swiftui+vml>", 1, 13, doctypeFirst),
        ParseErrorCase("<A/><!doctype swiftui+vml>", 1, 5, doctypeFirst),
        ParseErrorCase("<A><!doctype swiftui+vml></A>", 1, 4, doctypeFirst),
        ParseErrorCase("<A>x</A>\n<!DOCTYPE swiftui+vml>", 2, 1, doctypeFirst),
    ]

    static func forbidden(_ code: String) -> String {
        "the character U+\(code) is not allowed: XML 1.0 forbids the control characters other than tab, LF and CR, and U+FFFE and U+FFFF"
    }

    static let forbiddenCharacters: [ParseErrorCase] = [
        // Raw in text: the fast loop, the slow loop (after a reference or CR), CDATA, top level.
        ParseErrorCase("<A>a\u{0}b</A>", 1, 5, forbidden("0000")),
        ParseErrorCase("\u{1}", 1, 1, forbidden("0001")),
        ParseErrorCase("<A>\u{FFFE}</A>", 1, 4, forbidden("FFFE")),
        ParseErrorCase("<A>é\u{FFFF}</A>", 1, 5, forbidden("FFFF")),
        ParseErrorCase("<A>&amp;\u{1F}</A>", 1, 9, forbidden("001F")),
        ParseErrorCase("<A>&amp;x\u{FFFE}</A>", 1, 10, forbidden("FFFE")),
        ParseErrorCase("<A>a\r\n\u{B}</A>", 2, 1, forbidden("000B")),
        ParseErrorCase("<A><![CDATA[x\u{C}]]></A>", 1, 14, forbidden("000C")),
        // Raw in attribute values, quoted and braced.
        ParseErrorCase("<A t=\"a\u{0}\"/>", 1, 8, forbidden("0000")),
        ParseErrorCase("<A t='\u{FFFF}'/>", 1, 7, forbidden("FFFF")),
        ParseErrorCase("<A t=\"&amp;\u{7}\"/>", 1, 12, forbidden("0007")),
        ParseErrorCase("<A t={\"\u{8}\"}/>", 1, 8, forbidden("0008")),
        ParseErrorCase("<A t={\"x\u{FFFE}\"}/>", 1, 9, forbidden("FFFE")),
        ParseErrorCase(#"<A t={"\0"}/>"#, 1, 8, "the escape '\\0' names U+0000, which XML 1.0 forbids: a VML string cannot hold it"),
        ParseErrorCase(#"<A t={"\u{1}"}/>"#, 1, 8, "the escape '\\u{1}' names a character XML 1.0 forbids: a VML string cannot hold it"),
        // Inside a style string literal, raw or escaped.
        ParseErrorCase("<A style='t(\"a\u{1}\")'/>", 1, 15, forbidden("0001")),
        ParseErrorCase("<A style=\"t(&quot;a\u{FFFE}&quot;)\"/>", 1, 20, forbidden("FFFE")),
        ParseErrorCase(
            "<A style='t(\"\\0\")'/>", 1, 14, "the escape '\\0' names U+0000, which XML 1.0 forbids: a VML string cannot hold it"),
        ParseErrorCase(
            "<A style='t(\"\\u{FFFE}\")'/>", 1, 14,
            "the escape '\\u{FFFE}' names a character XML 1.0 forbids: a VML string cannot hold it"),
        ParseErrorCase(
            "<A style='t(\"\\u{1b}\")'/>", 1, 14, "the escape '\\u{1B}' names a character XML 1.0 forbids: a VML string cannot hold it"),
        // As references (already refused).
        ParseErrorCase("<A>&#0;</A>", 1, 4, "character reference '&#0;' names a character XML does not allow"),
        ParseErrorCase("<A t=\"&#xFFFF;\"/>", 1, 7, "character reference '&#xFFFF;' names a character XML does not allow"),
    ]

    @Test(arguments: forbiddenCharacters)
    func rejectsForbiddenCharacters(_ testCase: ParseErrorCase) {
        rejects(testCase)
    }

    @Test func rejectsForbiddenCharactersInExpressions() {
        let error = #expect(throws: VMLParseError.self) { try VMLParser().parseExpression("\"a\u{0}\"") }
        #expect(error?.location == VMLSourceLocation(line: 1, column: 3))
        #expect(error?.message == Self.forbidden("0000"))
        #expect(throws: VMLParseError.self) { try VMLParser().parseExpression(#""\0""#) }
    }

    static let accepted: [Accepted] = [
        // Tab, LF, CR and the other characters near the forbidden ones are fine.
        Accepted(
            "<A t=\"\u{FFFD}\u{FFEF}\u{FF01}\u{EFFF}\">\u{FFFD}\u{FFEF}\u{FF01}x\ty\r\nz</A>",
            "<A t=\"\u{FFFD}\u{FFEF}\u{FF01}\u{EFFF}\">\u{FFFD}\u{FFEF}\u{FF01}x&#9;y&#10;z</A>"),
        Accepted("<A style='t(\"\u{FFFD}\\u{FFFD}\\u{9}\")'/>", "<A style=\"t(&quot;\u{FFFD}\u{FFFD}\\t&quot;)\"/>"),
        Accepted("\u{FEFF} \n\t<!-- a --><?xml version=\"1.0\"?>\r\n<!doctype swiftui+vml>\n<A/>", "<A/>"),
        Accepted("<!-- a --> <!-- b --> <!doctype swiftui+vml> x", "x"),
    ]

    @Test(arguments: rejected)
    func rejects(_ testCase: ParseErrorCase) {
        // The bytes entry point and the source-map entry point agree.
        guard let error = testCase.check() else { return }
        #expect(throws: error, sourceLocation: testCase.sourceLocation) { try VMLParser().parse(Array(testCase.input.utf8)) }
        #expect(throws: error, sourceLocation: testCase.sourceLocation) { try VMLParser().parseWithSourceMap(testCase.input) }
    }

    @Test(arguments: accepted)
    func accepts(_ testCase: Accepted) throws {
        let document = try VMLParser().parse(testCase.input)
        #expect(try document.serialized(.compact) == testCase.compact, sourceLocation: testCase.sourceLocation)
    }
}
