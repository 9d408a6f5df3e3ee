import Testing
import VMLCore
import VMLParser

/// Styles VML spells another way (LiveView Native's `;`, `.padding(8)`, `attr("name")`, and
/// `attr(…)` where a modifier goes) are errors that show the VML spelling, at their column;
/// `style={"…"}` reads as the quoted style; trailing commas are read and noted.
@Suite struct StyleSpellingTests {
    static let semicolon =
        "found ';' between modifiers: VML separates modifiers with ', ' (padding(8), font(.title)), not ';' as LiveView Native does; vml fmt --from-lvn rewrites it"

    static func leadingDot(_ name: String) -> String {
        "found '.' before the modifier '\(name)': a modifier has no leading dot in VML, write \(name)(…) rather than LiveView Native's .\(name)(…); vml fmt --from-lvn rewrites it"
    }

    static func quotedName(_ name: String) -> String {
        "found a quoted attribute name in 'attr(': write attr(\(name)), not LiveView Native's attr(\"\(name)\"); vml fmt --from-lvn rewrites it"
    }

    static func attrModifier(_ written: String) -> String {
        "\(written) is not a modifier: attr(…) binds an attribute into a modifier's argument, so write it inside the modifier that takes the value, as in style=\"navigationTitle(\(written))\""
    }

    static let errorCases: [ParseErrorCase] = [
        // `;` between modifiers, and a last one.
        ParseErrorCase(#"<Text style="padding(8); font(.title)"/>"#, 1, 24, semicolon),
        ParseErrorCase(#"<Text style="padding(8);font(.title)"/>"#, 1, 24, semicolon),
        ParseErrorCase(#"<Text style="padding(8) ;"/>"#, 1, 25, semicolon),
        ParseErrorCase("<Text style='padding(8);\n  font(.title);'/>", 1, 24, semicolon),
        // A leading `.`, first or later.
        ParseErrorCase(#"<Text style=".padding(8)"/>"#, 1, 14, leadingDot("padding")),
        ParseErrorCase(#"<Text style="padding(8), .font(.title)"/>"#, 1, 26, leadingDot("font")),
        ParseErrorCase(#"<Text style=" .zIndex(1)"/>"#, 1, 15, leadingDot("zIndex")),
        // attr("name"), in each way a quote is written; a quoted text that is no name.
        ParseErrorCase(#"<Text style="navigationTitle(attr(&quot;title&quot;))"/>"#, 1, 35, quotedName("title")),
        ParseErrorCase(#"<Text style='navigationTitle(attr("title"), "x")'/>"#, 1, 35, quotedName("title")),
        ParseErrorCase(#"<Text style='frame(width: attr( "w" type(<number>)))'/>"#, 1, 33, quotedName("w")),
        ParseErrorCase(
            #"<Text style='navigationTitle(attr("a b"))'/>"#, 1, 35,
            "expected an attribute name in 'attr(', found a string: attr(…) takes the attribute's name unquoted, as in attr(title)"),
        ParseErrorCase(
            #"<Text style='navigationTitle(attr("nil"))'/>"#, 1, 35,
            "expected an attribute name in 'attr(', found a string: attr(…) takes the attribute's name unquoted, as in attr(title)"),
        // attr(…) where a modifier goes: simple, with a type and fallback, and forms the fast
        // paths would take for a modifier.
        ParseErrorCase(#"<Text style="attr(title)"/>"#, 1, 14, attrModifier("attr(title)")),
        ParseErrorCase(#"<Text style="padding(8), attr(w type(&lt;number&gt;), 1)"/>"#, 1, 26, attrModifier("attr(w type(<number>), 1)")),
        ParseErrorCase(#"<Text style="attr(8)"/>"#, 1, 14, attrModifier("attr(…)")),
        ParseErrorCase(#"<Text style="attr(.x)"/>"#, 1, 14, attrModifier("attr(…)")),
        ParseErrorCase(#"<Text style="attr()"/>"#, 1, 14, attrModifier("attr(…)")),
        ParseErrorCase(#"<Text style="attr (x)"/>"#, 1, 14, attrModifier("attr (x)")),
        // The braced style is a style like any other: its errors point into it.
        ParseErrorCase(#"<Text style={"padding(8); font(.title)"}/>"#, 1, 25, semicolon),
        ParseErrorCase(
            #"<Text style={"navigationTitle(\"a\" \"b\")"}/>"#, 1, 37,
            "expected ', ' or ')' after an argument of 'navigationTitle(' opened at 1:15, found a string"),
        ParseErrorCase(#"<Text style={"a(1), &amp;.b(2)"}/>"#, 1, 21, "expected a modifier name, found '&'"),
    ]

    @Test(arguments: errorCases)
    func reportsTheVMLSpelling(_ testCase: ParseErrorCase) {
        testCase.check()
    }

    /// The same styles, each in a document where the style was read before in the right
    /// spelling: the reader's caches never let a wrong one through.
    @Test(arguments: errorCases)
    func cachesDoNotHideTheError(_ testCase: ParseErrorCase) {
        let document = String(repeating: #"<Text style="padding(8), font(.title)"/><Text style="zIndex(1)"/>"#, count: 40) + testCase.input
        #expect(throws: VMLParseError.self, sourceLocation: testCase.sourceLocation) { try VMLParser().parse(document) }
    }

    /// The parser refuses `attr(…)` where a modifier goes, and the serializer a modifier named
    /// `attr` in a tree, with the one wording: such a tree never writes a text that reads back
    /// as something else.
    @Test func attrIsNoModifierInTextOrInATree() throws {
        let tree: VMLDocument = [.element("Text", style: [VMLModifier("attr", VMLArgument(.identifier("x")))])]
        let written = #expect(throws: VMLSerializationError.self) { try tree.serialized() }
        #expect(written?.reason == .modifierNamedAttr)
        #expect(written?.description == "Text[0]: " + Self.attrModifier("attr(…)"))
        let read = #expect(throws: VMLParseError.self) { try VMLParser().parse(#"<Text style="attr(8)"/>"#) }
        #expect(read?.message == Self.attrModifier("attr(…)"))
        // A modifier named attr2, or a label or member named attr, is a name like any other.
        let others: VMLDocument = [
            .element("Text", style: [VMLModifier("attr2", VMLArgument("attr", .implicitMember("attr")))])
        ]
        #expect(try VMLParser().parse(others.serialized()) == others)
    }

    struct BracedCase: CustomTestStringConvertible, Sendable {
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

    static let bracedCases: [BracedCase] = [
        BracedCase(#"<Text style={"padding(8), font(.title)"}/>"#, #"<Text style="padding(8), font(.title)"/>"#),
        BracedCase(#"<Text style={ "padding(8)" }>Hi</Text>"#, #"<Text style="padding(8)">Hi</Text>"#),
        BracedCase(
            #"<Text title="T" style={"navigationTitle(attr(title type(<string>), \"Untitled\"))"}/>"#,
            #"<Text title="T" style="navigationTitle(attr(title type(&lt;string&gt;), &quot;Untitled&quot;))"/>"#),
        BracedCase(#"<Text style={"navigationTitle(\"a &amp; b\")"}/>"#, #"<Text style="navigationTitle(&quot;a &amp; b&quot;)"/>"#),
        BracedCase("<Text style={\"padding(8),\n  font(.title),\"}/>", #"<Text style="padding(8), font(.title)"/>"#),
        BracedCase(#"<Text style={""}/>"#, "<Text/>"),
    ]

    @Test(arguments: bracedCases)
    func bracedStyleReadsAsTheQuotedOne(_ testCase: BracedCase) throws {
        let document = try VMLParser().parse(testCase.input)
        #expect(try VMLSerializer(format: .compact).serialize(document) == testCase.compact, sourceLocation: testCase.sourceLocation)
    }

    @Test func bracedStyleIsCountedOnce() {
        // `style={"…"}` is the element's style: a second style is a duplicate either way.
        let error = #expect(throws: VMLParseError.self) { try VMLParser().parse(#"<A style={"a()"} style="b()"/>"#) }
        #expect(error?.message == "duplicate attribute 'style' in '<A>' (first at 1:4)")
    }

    struct NoteCase: CustomTestStringConvertible, Sendable {
        var input: String
        var notes: [String]
        var sourceLocation: SourceLocation
        var testDescription: String { input.debugDescription }

        /// `notes`: each note as `LINE:COLUMN PATH`.
        init(_ input: String, _ notes: [String], sourceLocation: SourceLocation = #_sourceLocation) {
            self.input = input
            self.notes = notes
            self.sourceLocation = sourceLocation
        }
    }

    static let noteCases: [NoteCase] = [
        NoteCase(#"<Text style="padding(8),"/>"#, ["1:24 Text[0]"]),
        NoteCase(#"<Text style="padding(8) ,  "/>"#, ["1:25 Text[0]"]),
        NoteCase(#"<Text style="frame(width: 1,), padding([1, 2,]),"/>"#, ["1:28 Text[0]", "1:45 Text[0]", "1:48 Text[0]"]),
        NoteCase(#"<Text style="navigationTitle(attr(t,)), opacity(attr(o, 1,))"/>"#, ["1:36 Text[0]", "1:58 Text[0]"]),
        NoteCase("<VStack>\n  <Image/>\n  Hi\n  <Text style='padding(8),\n    '/>\n</VStack>", ["4:26 VStack[0] > Text[2]"]),
        NoteCase(#"<A/><B><C/><D style="a(1,)"/></B>"#, ["1:25 B[1] > D[1]"]),
        NoteCase(#"<Text style={"padding(8),"}/>"#, ["1:25 Text[0]"]),
        NoteCase(#"<Text style="navigationTitle(&quot;a,&quot;),"/>"#, ["1:45 Text[0]"]),
        // The same style twice: the reader's caches skip the second parse, the notes do not.
        NoteCase(#"<A style="a(1,)"/><A style="a(1,)"/>"#, ["1:14 A[0]", "1:32 A[1]"]),
        // Commas that only look trailing: inside strings, in text, in other attributes.
        NoteCase(#"<Text title="a," style="navigationTitle(&quot;a,)&quot;)">b,)</Text>"#, []),
        NoteCase(#"<Text style='navigationTitle("a,", "b")'/>"#, []),
        NoteCase(#"<Text style="padding(8), font(.title)"/>"#, []),
    ]

    @Test(arguments: noteCases)
    func notesEachTrailingComma(_ testCase: NoteCase) throws {
        let notes = try VMLParser().notes(in: Array(testCase.input.utf8))
        #expect(notes.map { "\($0.location) \($0.path)" } == testCase.notes, sourceLocation: testCase.sourceLocation)
        #expect(notes.allSatisfy { $0.kind == .trailingComma }, sourceLocation: testCase.sourceLocation)
        // The document parses to the same tree as without its trailing commas.
        let document = try VMLParser().parse(testCase.input)
        #expect(try VMLParser().parse(document.serialized()) == document.canonicalized(), sourceLocation: testCase.sourceLocation)
    }

    /// The quick scan reads eight bytes at a time: a trailing comma is found at any offset, and
    /// at the very end of the input.
    @Test func notesAreFoundAtEveryOffsetOfAWord() throws {
        for padding in 0..<17 {
            let text = String(repeating: " ", count: padding) + #"<A style="a(1, 2),"/>"#
            let notes = try VMLParser().notes(in: Array(text.utf8))
            #expect(notes.map(\.location) == [VMLSourceLocation(line: 1, column: padding + 18)], "padding \(padding)")
        }
        #expect(try VMLParser().notes(in: Array("<A/>a,".utf8)) == [])
    }

    /// The samples of `VMLParseNote` and `VMLParser.notes(in:)`, as their doc comments show them.
    @Test func noteDocSamplesSayWhatTheyShow() throws {
        let notes = try VMLParser().notes(in: Array(#"<Text style="padding(8),"/>"#.utf8))
        #expect(notes.map(\.location) == [VMLSourceLocation(line: 1, column: 24)])
        #expect(notes.map(\.path.description) == ["Text[0]"])
        let two = try VMLParser().notes(in: Array(#"<Text style="frame(width: 1,), padding(8),"/>"#.utf8))
        #expect(two.map(\.location.description) == ["1:28", "1:42"])
        #expect(
            LiveViewNativeSyntax.rewritingStyles(in: #"<Text style='.padding(8); navigationTitle(attr("title"));'>Hi</Text>"#)
                == #"<Text style='padding(8), navigationTitle(attr(title))'>Hi</Text>"#)
    }

    @Test func noteSaysWhatToDo() throws {
        let note = try #require(try VMLParser().notes(in: Array(#"<Text style="padding(8),"/>"#.utf8)).first)
        #expect(
            note.message
                == "trailing ',' in the style: nothing follows it, and the canonical form drops it; remove it, or add what was meant to follow"
        )
    }

    @Test func notesOfTextThatDoesNotParseAreItsError() {
        let error = #expect(throws: VMLParseError.self) { try VMLParser().notes(in: Array(#"<Text style="padding(8),">"#.utf8)) }
        #expect(error?.message == "expected '</Text>' to close '<Text>' opened at 1:1, found end of input")
    }
}
