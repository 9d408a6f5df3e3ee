import Testing

@testable import vml

/// Reading a message's id, method and params, and refusing what is not a message.
@Suite struct LSPMessageTests {
    @Test func readsARequest() throws {
        let message = try LSPMessage(
            body: Array(
                #"{"jsonrpc":"2.0","id":7,"method":"textDocument/hover","params":{"textDocument":{"uri":"file:///a.vml"},"position":{"line":1,"character":2}}}"#
                    .utf8))
        #expect(message.id == .number(7))
        #expect(message.method == "textDocument/hover")
        let params = try message.params(LSPProtocol.PositionParams.self)
        #expect(params.position == LSPPosition(line: 1, character: 2))
        #expect(params.textDocument.uri == "file:///a.vml")
    }

    @Test func aStringIdAndANotification() throws {
        #expect(try LSPMessage(body: Array(#"{"id":"a","method":"shutdown"}"#.utf8)).id == .string("a"))
        #expect(try LSPMessage(body: Array(#"{"method":"initialized","params":{}}"#.utf8)).id == nil)
    }

    struct Refused: Sendable, CustomTestStringConvertible {
        var body: String
        var code: Int
        var sourceLocation: SourceLocation = #_sourceLocation
        var testDescription: String { body }
    }

    static let refused: [Refused] = [
        Refused(body: "{{{", code: LSPResponseError.parseError),
        Refused(body: "[1]", code: LSPResponseError.parseError),
        Refused(body: "", code: LSPResponseError.parseError),
        Refused(body: #"{"id":1,"method":"x""#, code: LSPResponseError.parseError),
        Refused(body: #"{"a":"# + String(repeating: "[", count: 100_000), code: LSPResponseError.parseError),
        Refused(body: #"{"id":{},"method":"x"}"#, code: LSPResponseError.parseError),
    ]

    @Test(arguments: refused)
    func refusesWhatIsNotAMessage(_ test: Refused) {
        #expect(throws: LSPResponseError.self, sourceLocation: test.sourceLocation) { try LSPMessage(body: Array(test.body.utf8)) }
        do {
            _ = try LSPMessage(body: Array(test.body.utf8))
        } catch {
            #expect(error.code == test.code, sourceLocation: test.sourceLocation)
        }
    }

    @Test func paramsOfTheWrongShapeAreInvalidParams() throws {
        let message = try LSPMessage(body: Array(#"{"id":1,"method":"textDocument/hover","params":{"position":3}}"#.utf8))
        do {
            _ = try message.params(LSPProtocol.PositionParams.self)
            Issue.record("decoded params of the wrong shape")
        } catch {
            #expect(error.code == LSPResponseError.invalidParams)
        }
    }

    @Test func aResponseWithNullResultEncodesNull() {
        let text = String(decoding: LSPOutgoing.response(id: .number(3), result: String?.none), as: UTF8.self)
        #expect(text == #"{"id":3,"jsonrpc":"2.0","result":null}"#)
    }
}
