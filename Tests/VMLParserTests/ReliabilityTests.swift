import Testing
import VMLCore
import VMLParser

/// Regressions from the reliability review: each input, the error it must give (line, column,
/// message) or the compact text it must read as.
@Suite struct ReliabilityTests {
    struct Rejected: CustomTestStringConvertible, Sendable {
        var input: String
        var line: Int
        var column: Int
        var message: String
        var sourceLocation: SourceLocation
        var testDescription: String { input.debugDescription }

        init(_ input: String, _ line: Int, _ column: Int, _ message: String, sourceLocation: SourceLocation = #_sourceLocation) {
            self.input = input
            self.line = line
            self.column = column
            self.message = message
            self.sourceLocation = sourceLocation
        }
    }

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

    static let rejected: [Rejected] = [
        // A doctype after any text or element.
        Rejected("abc<!doctype swiftui+vml><A/>", 1, 4, doctypeFirst),
        Rejected("abc <!-- c --> <!doctype swiftui+vml><A/>", 1, 16, doctypeFirst),
        Rejected("&amp;<!doctype swiftui+vml>", 1, 6, doctypeFirst),
        Rejected("&#32;<!doctype swiftui+vml>", 1, 6, doctypeFirst),
        Rejected("<![CDATA[]]><!doctype swiftui+vml>", 1, 13, doctypeFirst),
        Rejected("<A/><!doctype swiftui+vml>", 1, 5, doctypeFirst),
        Rejected("<A><!doctype swiftui+vml></A>", 1, 4, doctypeFirst),
        Rejected("<A>x</A>\n<!DOCTYPE swiftui+vml>", 2, 1, doctypeFirst),
    ]

    static let accepted: [Accepted] = [
        Accepted("\u{FEFF} \n\t<!-- a --><?xml version=\"1.0\"?>\r\n<!doctype swiftui+vml>\n<A/>", "<A/>"),
        Accepted("<!-- a --> <!-- b --> <!doctype swiftui+vml> x", "x"),
    ]

    @Test(arguments: rejected)
    func rejects(_ testCase: Rejected) {
        let error = #expect(throws: VMLParseError.self, sourceLocation: testCase.sourceLocation) {
            try VMLParser().parse(testCase.input)
        }
        #expect(error?.message == testCase.message, sourceLocation: testCase.sourceLocation)
        #expect(error?.location == VMLSourceLocation(line: testCase.line, column: testCase.column), sourceLocation: testCase.sourceLocation)
        // The bytes entry point and the source-map entry point agree.
        guard let error else { return }
        #expect(throws: error, sourceLocation: testCase.sourceLocation) { try VMLParser().parse(Array(testCase.input.utf8)) }
        #expect(throws: error, sourceLocation: testCase.sourceLocation) { try VMLParser().parseWithSourceMap(testCase.input) }
    }

    @Test(arguments: accepted)
    func accepts(_ testCase: Accepted) throws {
        let document = try VMLParser().parse(testCase.input)
        #expect(try document.serialized(.compact) == testCase.compact, sourceLocation: testCase.sourceLocation)
    }
}
