import Testing
import VMLCore
import VMLTestSupport

/// Docs/CanonicalForm.md#text and "Characters".
@Suite struct TextAndCharacterTests {
    static let textCases: [WrittenCase<String>] = [
        WrittenCase("a < b & c > d", "a &lt; b &amp; c &gt; d"),
        WrittenCase("line1\nline2", "line1&#10;line2"),
        WrittenCase("cr\rtab\t", "cr&#13;tab&#9;"),
        WrittenCase(" lead", "&#32;lead"),
        WrittenCase("trail  ", "trail&#32;&#32;"),
        WrittenCase("  both  ", "&#32;&#32;both&#32;&#32;"),
        WrittenCase("in  side", "in  side"),
        WrittenCase("quotes \" and ' stay", "quotes \" and ' stay"),
        WrittenCase("café 😀 e\u{301}", "café 😀 e\u{301}"),
        WrittenCase("]]>", "]]&gt;"),
    ]

    @Test(arguments: textCases)
    func textIsEscaped(_ row: WrittenCase<String>) throws {
        #expect(try TestSupport.compact([.text(row.value)]) == row.written, sourceLocation: row.sourceLocation)
        #expect(
            try TestSupport.compact([.element("Text", children: [.text(row.value)])]) == "<Text>\(row.written)</Text>",
            sourceLocation: row.sourceLocation)
    }

    /// Every character XML 1.0 forbids becomes U+FFFD, in text and in attribute values.
    static let forbiddenScalars: [ValueCase<UInt32>] = [
        ValueCase(0x00), ValueCase(0x01), ValueCase(0x08), ValueCase(0x0B), ValueCase(0x0C), ValueCase(0x0E), ValueCase(0x1F),
        ValueCase(0xFFFE), ValueCase(0xFFFF),
    ]

    @Test(arguments: forbiddenScalars)
    func forbiddenCharactersBecomeTheReplacementCharacter(_ row: ValueCase<UInt32>) throws {
        let character = String(try #require(Unicode.Scalar(row.value), sourceLocation: row.sourceLocation))
        #expect(try TestSupport.compact([.text("a\(character)b")]) == "a\u{FFFD}b", sourceLocation: row.sourceLocation)
        #expect(
            try TestSupport.compact([.element("E", attributes: ["v": "a\(character)b"])]) == "<E v=\"a\u{FFFD}b\"/>",
            sourceLocation: row.sourceLocation)
    }

    /// A raw U+FEFF would read back as a byte-order mark (and be dropped) at the start of a
    /// document, and is invisible in a diff anywhere: it is always a reference.
    @Test func byteOrderMarkIsAlwaysAReference() throws {
        #expect(try TestSupport.compact([.text("\u{FEFF}x")]) == "&#xFEFF;x")
        #expect(try TestSupport.compact([.text("a\u{FEFF}\u{FEFF}")]) == "a&#xFEFF;&#xFEFF;")
        #expect(try TestSupport.compact([.element("E", attributes: ["v": "\u{FEFF}"])]) == "<E v=\"&#xFEFF;\"/>")
        #expect(try TestSupport.written(.string("\u{FEFF}")) == "m(&quot;&#xFEFF;&quot;)")
        // Its neighbours in UTF-8 (EF BB BE, EF BC 80) are written as they are.
        #expect(try TestSupport.compact([.text("\u{FEFE}\u{FF00}")]) == "\u{FEFE}\u{FF00}")
    }

    static let allowedNeighbours: [ValueCase<String>] = [
        ValueCase("\u{FFFD}"), ValueCase("\u{FFFC}"), ValueCase("\u{FFEF}"), ValueCase("\u{EFFF}"), ValueCase("\u{10FFFF}"),
        ValueCase("\u{7F}"),
    ]

    @Test(arguments: allowedNeighbours)
    func allowedNeighboursOfForbiddenCharactersAreKept(_ row: ValueCase<String>) throws {
        let character = row.value
        #expect(try TestSupport.compact([.text("a\(character)b")]) == "a\(character)b", sourceLocation: row.sourceLocation)
    }

    @Test func adjacentTextNodesMergeAndEmptyOnesDrop() throws {
        let nodes: [VMLNode] = [.element("Text", children: ["Hel", "", "lo", .element("B"), "", " x"])]
        #expect(try TestSupport.compact(nodes) == "<Text>Hello<B/>&#32;x</Text>")
        let canonical = VMLDocument(nodes).canonicalized()
        #expect(canonical.nodes == [.element("Text", children: ["Hello", .element("B"), " x"])])
    }

    @Test func mergedTextMakesASingleTextChild() throws {
        #expect(try TestSupport.pretty([.element("Text", children: ["a", "b"])]) == "<Text>ab</Text>\n")
        #expect(try TestSupport.pretty([.element("Text", children: [""])]) == "<Text/>\n")
    }

    /// The writer's word-at-a-time check against a byte-by-byte reference: every ASCII byte at
    /// every place of texts and attribute values of 1 to 20 bytes, which take each of its paths
    /// (first, middle and last byte; two halves; one word; words).
    @Test func everyASCIIByteIsEscapedAtEveryPlace() throws {
        func reference(_ byte: UInt8, inText: Bool, atEdge: Bool) -> String {
            switch byte {
            case 0x26: return "&amp;"
            case 0x3C: return "&lt;"
            case 0x3E: return "&gt;"
            case 0x22: return inText ? "\"" : "&quot;"
            case 0x0A: return "&#10;"
            case 0x0D: return "&#13;"
            case 0x09: return "&#9;"
            case 0x20 where inText && atEdge: return "&#32;"
            case ..<0x20: return "\u{FFFD}"
            default: return String(UnicodeScalar(byte))
            }
        }
        let mismatches = try PlacedByte.mismatches { placed in
            let (before, after) = (placed.before, placed.after)
            let text = try TestSupport.compact([.element("T", children: [.text(placed.string)])])
            let attribute = try TestSupport.compact([.element("T", attributes: ["v": placed.string])])
            let inText = reference(placed.value, inText: true, atEdge: placed.isAtEdge)
            let inAttribute = reference(placed.value, inText: false, atEdge: placed.isAtEdge)
            return text == "<T>\(before)\(inText)\(after)</T>" && attribute == "<T v=\"\(before)\(inAttribute)\(after)\"/>"
        }
        #expect(mismatches.isEmpty, "the first: \(mismatches.prefix(10))")
    }
}
