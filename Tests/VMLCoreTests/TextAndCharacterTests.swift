import Testing
import VMLCore

/// Docs/CanonicalForm.md#text and "Characters".
@Suite struct TextAndCharacterTests {
    static let textCases: [(text: String, written: String)] = [
        ("a < b & c > d", "a &lt; b &amp; c &gt; d"),
        ("line1\nline2", "line1&#10;line2"),
        ("cr\rtab\t", "cr&#13;tab&#9;"),
        (" lead", "&#32;lead"),
        ("trail  ", "trail&#32;&#32;"),
        ("  both  ", "&#32;&#32;both&#32;&#32;"),
        ("in  side", "in  side"),
        ("quotes \" and ' stay", "quotes \" and ' stay"),
        ("café 😀 e\u{301}", "café 😀 e\u{301}"),
        ("]]>", "]]&gt;"),
    ]

    @Test(arguments: textCases)
    func textIsEscaped(text: String, written: String) throws {
        #expect(try TestSupport.compact([.text(text)]) == written)
        #expect(try TestSupport.compact([.element("Text", children: [.text(text)])]) == "<Text>\(written)</Text>")
    }

    /// Every character XML 1.0 forbids becomes U+FFFD, in text and in attribute values.
    @Test(arguments: [0x00, 0x01, 0x08, 0x0B, 0x0C, 0x0E, 0x1F, 0xFFFE, 0xFFFF] as [UInt32])
    func forbiddenCharactersBecomeTheReplacementCharacter(scalar: UInt32) throws {
        let character = String(try #require(Unicode.Scalar(scalar)))
        #expect(try TestSupport.compact([.text("a\(character)b")]) == "a\u{FFFD}b")
        #expect(try TestSupport.compact([.element("E", attributes: ["v": "a\(character)b"])]) == "<E v=\"a\u{FFFD}b\"/>")
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

    @Test(arguments: ["\u{FFFD}", "\u{FFFC}", "\u{FFEF}", "\u{EFFF}", "\u{10FFFF}", "\u{7F}"])
    func allowedNeighboursOfForbiddenCharactersAreKept(character: String) throws {
        #expect(try TestSupport.compact([.text("a\(character)b")]) == "a\(character)b")
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
}
