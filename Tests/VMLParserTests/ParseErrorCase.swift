import Testing
import VMLCore
import VMLParser

/// One input the parser refuses, and the error it must give: the line, the column and the message.
/// The case keeps where it was written, so a failure points at its line in the table.
struct ParseErrorCase: CustomTestStringConvertible, Sendable {
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

    /// Parses the input and checks the error, reporting a difference at the case's own line;
    /// returns the error for further checks.
    @discardableResult
    func check() -> VMLParseError? {
        let error = #expect(throws: VMLParseError.self, sourceLocation: sourceLocation) { try VMLParser().parse(input) }
        #expect(error?.message == message, sourceLocation: sourceLocation)
        #expect(error?.location == VMLSourceLocation(line: line, column: column), sourceLocation: sourceLocation)
        return error
    }
}
