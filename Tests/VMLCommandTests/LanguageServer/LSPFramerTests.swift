import Testing

@testable import vml

/// The Content-Length framing: messages split anywhere, headers in any case, and the limits.
@Suite struct LSPFramerTests {
    /// Every event of `chunks` fed one after the other.
    static func events(_ chunks: [String], framer: LSPFramer = LSPFramer()) -> [LSPFramer.Event] {
        var framer = framer
        var events: [LSPFramer.Event] = []
        for chunk in chunks {
            framer.append(Array(chunk.utf8))
            while let event = framer.next() { events.append(event) }
        }
        return events
    }

    static func message(_ text: String) -> LSPFramer.Event { .message(Array(text.utf8)) }

    struct Case: Sendable, CustomTestStringConvertible {
        var name: String
        var chunks: [String]
        var expected: [LSPFramer.Event]
        var sourceLocation: SourceLocation = #_sourceLocation
        var testDescription: String { name }
    }

    static let cases: [Case] = [
        Case(name: "one message", chunks: ["Content-Length: 2\r\n\r\n{}"], expected: [message("{}")]),
        Case(
            name: "two in one read", chunks: ["Content-Length: 2\r\n\r\n{}Content-Length: 3\r\n\r\n[1]"],
            expected: [message("{}"), message("[1]")]),
        Case(
            name: "split in the header and the body",
            chunks: ["Content-Len", "gth: 4\r", "\n\r\n{", "\"\"", "}"], expected: [message("{\"\"}")]),
        Case(
            name: "other headers, any case",
            chunks: ["content-type: application/vscode-jsonrpc; charset=utf-8\r\nCONTENT-LENGTH:  2 \r\n\r\n{}"],
            expected: [message("{}")]),
        Case(
            name: "a multi-byte body counted in bytes",
            chunks: ["Content-Length: 4\r\n\r\n\"é\"Content-Length: 2\r\n\r\n{}"], expected: [message("\"é\""), message("{}")]),
        Case(
            name: "no Content-Length: dropped, the next one read",
            chunks: ["Content-Type: x\r\n\r\nContent-Length: 2\r\n\r\n{}"],
            expected: [.problem("a message without a valid Content-Length header was dropped"), message("{}")]),
        Case(
            name: "a length that is not a number",
            chunks: ["Content-Length: -1\r\n\r\nContent-Length: 1x\r\n\r\nContent-Length: 2\r\n\r\n{}"],
            expected: [
                .problem("a message without a valid Content-Length header was dropped"),
                .problem("a message without a valid Content-Length header was dropped"), message("{}"),
            ]),
        Case(name: "headers ending in LF alone", chunks: ["Content-Length: 2\nX: y\n\n{}"], expected: [message("{}")]),
        Case(name: "a body not complete yet", chunks: ["Content-Length: 10\r\n\r\n{}"], expected: []),
    ]

    @Test(arguments: cases)
    func frames(_ test: Case) {
        #expect(Self.events(test.chunks) == test.expected, sourceLocation: test.sourceLocation)
    }

    @Test func aBodyOverTheLimitIsSkippedAsItArrives() {
        let framer = LSPFramer(maximumContentLength: 4, maximumHeaderLength: 64)
        let events = Self.events(["Content-Length: 10\r\n\r\n0123", "456789", "Content-Length: 2\r\n\r\n{}"], framer: framer)
        #expect(events == [.problem("a message of 10 bytes was dropped: the limit is 4 bytes (Content-Length)"), Self.message("{}")])
    }

    @Test func aHeaderBlockOverTheLimitIsDropped() {
        let framer = LSPFramer(maximumContentLength: 64, maximumHeaderLength: 24)
        let events = Self.events([String(repeating: "x", count: 40), "\r\n\r\nContent-Length: 2\r\n\r\n{}"], framer: framer)
        #expect(events.first == .problem("a header block longer than 24 bytes was dropped"))
        #expect(events.last == Self.message("{}"))
    }

    @Test func anEncodedMessageFramesBack() {
        let body = Array(#"{"jsonrpc":"2.0","id":1,"result":"ü"}"#.utf8)
        var framer = LSPFramer()
        framer.append(LSPFrame.encode(body))
        #expect(framer.next() == .message(body))
        #expect(framer.next() == nil)
    }
}
