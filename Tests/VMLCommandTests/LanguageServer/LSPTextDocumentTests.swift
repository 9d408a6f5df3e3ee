import Testing
import VMLCore

@testable import vml

/// Positions in UTF-16 code units, line breaks of every kind, and incremental edits.
@Suite struct LSPTextDocumentTests {
    static func position(_ line: Int, _ character: Int) -> LSPPosition { LSPPosition(line: line, character: character) }

    struct OffsetCase: Sendable, CustomTestStringConvertible {
        var text: String
        var position: LSPPosition
        var offset: Int
        /// The position the offset maps back to (the same unless the position was clamped).
        var back: LSPPosition?
        var sourceLocation: SourceLocation = #_sourceLocation
        var testDescription: String { "\(text.debugDescription) \(position)" }
    }

    static let offsets: [OffsetCase] = [
        OffsetCase(text: "abc", position: position(0, 2), offset: 2),
        OffsetCase(text: "a\nbc", position: position(1, 1), offset: 3),
        OffsetCase(text: "a\r\nbc", position: position(1, 1), offset: 4),
        OffsetCase(text: "a\rbc", position: position(1, 0), offset: 2),
        // é is 2 bytes and 1 code unit; 😀 is 4 bytes and 2 code units.
        OffsetCase(text: "é😀x", position: position(0, 1), offset: 2),
        OffsetCase(text: "é😀x", position: position(0, 3), offset: 6),
        // Inside the surrogate pair: the start of the character.
        OffsetCase(text: "é😀x", position: position(0, 2), offset: 2, back: position(0, 1)),
        // Past the line's end: the line's end; past the last line: the text's end.
        OffsetCase(text: "ab\ncd", position: position(0, 40), offset: 2, back: position(0, 2)),
        OffsetCase(text: "ab\ncd", position: position(9, 0), offset: 5, back: position(1, 2)),
        OffsetCase(text: "ab\n", position: position(1, 0), offset: 3),
    ]

    @Test(arguments: offsets)
    func convertsPositions(_ test: OffsetCase) {
        let document = LSPTextDocument(text: test.text, version: 1)
        #expect(document.offset(of: test.position) == test.offset, sourceLocation: test.sourceLocation)
        #expect(document.position(of: test.offset) == (test.back ?? test.position), sourceLocation: test.sourceLocation)
    }

    struct EditCase: Sendable, CustomTestStringConvertible {
        var name: String
        var text: String
        var edits: [(LSPRange?, String)]
        var expected: String
        var sourceLocation: SourceLocation = #_sourceLocation
        var testDescription: String { name }
    }

    static func range(_ l1: Int, _ c1: Int, _ l2: Int, _ c2: Int) -> LSPRange {
        LSPRange(start: position(l1, c1), end: position(l2, c2))
    }

    static let edits: [EditCase] = [
        EditCase(name: "insert", text: "<Text/>", edits: [(range(0, 5, 0, 5), " id=\"a\"")], expected: "<Text id=\"a\"/>"),
        EditCase(name: "delete across lines", text: "a\nb\nc", edits: [(range(0, 1, 2, 0), "")], expected: "ac"),
        EditCase(
            name: "typing one character at a time", text: "",
            edits: [(range(0, 0, 0, 0), "<"), (range(0, 1, 0, 1), "T"), (range(0, 2, 0, 2), "\n")],
            expected: "<T\n"),
        EditCase(name: "after an emoji", text: "😀\nx", edits: [(range(0, 2, 1, 0), "!")], expected: "😀!x"),
        EditCase(name: "a CR then an LF makes one line break", text: "a\rb", edits: [(range(1, 0, 1, 0), "\n")], expected: "a\r\nb"),
        EditCase(name: "the whole text", text: "old", edits: [(nil, "new\ntext")], expected: "new\ntext"),
        EditCase(name: "a range past the end", text: "ab", edits: [(range(3, 0, 7, 7), "c")], expected: "abc"),
        EditCase(name: "an end before the start", text: "abcd", edits: [(range(0, 3, 0, 1), "X")], expected: "abcXd"),
    ]

    @Test(arguments: edits)
    func appliesEdits(_ test: EditCase) {
        var document = LSPTextDocument(text: test.text, version: 1)
        for (range, text) in test.edits {
            document.replace(range, with: text)
            // The line table stays what a fresh read of the text gives.
            #expect(document.lineStarts == LSPTextDocument.lineStarts(of: document.bytes), sourceLocation: test.sourceLocation)
        }
        #expect(document.text == test.expected, sourceLocation: test.sourceLocation)
    }

    struct LocationCase: Sendable, CustomTestStringConvertible {
        var text: String
        var location: VMLSourceLocation
        var expected: LSPPosition
        var sourceLocation: SourceLocation = #_sourceLocation
        var testDescription: String { "\(text.debugDescription) \(location)" }
    }

    static let locations: [LocationCase] = [
        LocationCase(text: "<A/>", location: VMLSourceLocation(line: 1, column: 2), expected: position(0, 1)),
        // Columns count characters: 👍🏽 is one character of four code units; e + ◌́ one of two.
        LocationCase(text: "👍🏽<A/>", location: VMLSourceLocation(line: 1, column: 3), expected: position(0, 5)),
        LocationCase(text: "x\r\ne\u{301}<A/>", location: VMLSourceLocation(line: 2, column: 2), expected: position(1, 2)),
        // The parser does not count a byte-order mark; the protocol does.
        LocationCase(text: "\u{FEFF}<A/>", location: VMLSourceLocation(line: 1, column: 2), expected: position(0, 2)),
    ]

    @Test(arguments: locations)
    func convertsParserLocations(_ test: LocationCase) {
        let document = LSPTextDocument(text: test.text, version: 1)
        #expect(document.position(of: test.location) == test.expected, sourceLocation: test.sourceLocation)
    }
}
