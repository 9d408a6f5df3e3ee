import Testing
import VMLCore
import VMLParser
import VMLTestSupport

/// One input read by the recovering parse: the errors it must give (`line:column message`, in
/// order) and the document it keeps (serialized). The case keeps where it was written.
struct RecoveryCase: CustomTestStringConvertible, Sendable {
    var input: String
    var errors: [String]
    var kept: String
    var sourceLocation: SourceLocation
    var testDescription: String { input.debugDescription }

    init(_ input: String, _ errors: [String], kept: String, sourceLocation: SourceLocation = #_sourceLocation) {
        self.input = input
        self.errors = errors
        self.kept = kept
        self.sourceLocation = sourceLocation
    }
}

@Suite struct RecoveryTests {
    static let cases: [RecoveryCase] = [
        // The `#12` case: the modifier is lost, the rest of the style and the document kept.
        RecoveryCase(
            #"<VStack><Text style="foregroundStyle(#12), bold()">Hi</Text><Image/></VStack>"#,
            ["1:38 invalid hex color '#12': write six or eight hex digits, #rrggbb or #rrggbbaa"],
            kept: #"<VStack><Text style="bold()">Hi</Text><Image/></VStack>"#),
        // Several errors at once, each once, with its place.
        RecoveryCase(
            "<VStack>\n  <Text style=\"padding(8\">A</Text>\n  <Text title=\"a&b\">B</Text>\n  <Image name=\"x\" name=\"y\"/>\n</VStack>",
            [
                "2:25 expected ')' to close 'padding(' opened at 2:16, found end of the style",
                "3:19 expected ';' to end the reference '&b', found '\"'",
                "4:19 duplicate attribute 'name' in '<Image>' (first at 4:10)",
            ],
            kept: "<VStack><Text>A</Text><Text>B</Text><Image name=\"x\"/></VStack>"),
        // A mismatched close tag: reported once; it ends the element of its name.
        RecoveryCase(
            "<VStack><HStack><Text>A</VStack><Text>B</Text>",
            ["1:24 expected '</Text>' to close '<Text>' opened at 1:17, found '</VStack>'"],
            kept: "<VStack><HStack><Text>A</Text></HStack></VStack><Text>B</Text>"),
        // A close tag with nothing of its name open is ignored.
        RecoveryCase(
            "<VStack></HStack><Text>B</Text></VStack>",
            ["1:9 expected '</VStack>' to close '<VStack>' opened at 1:1, found '</HStack>'"],
            kept: "<VStack><Text>B</Text></VStack>"),
        // A tag cut short: one report, not another at its parent's close tag.
        RecoveryCase(
            "<VStack><Image name=\"x\n<Text>B</Text></VStack>",
            ["2:1 expected '\"' to close the value of 'name' opened at 1:21, found '<' (write '&lt;' for a literal '<')"],
            kept: "<VStack><Image><Text>B</Text></Image></VStack>"),
        // The end of the input in a value: one report, not one for each open element.
        RecoveryCase(
            "<VStack><Text title=\"abc",
            ["1:25 expected '\"' to close the value of 'title' opened at 1:21, found end of input"],
            kept: "<VStack><Text/></VStack>"),
        // Modifiers: one error each; `;` reads as the comma it stands for.
        RecoveryCase(
            #"<Text style="padding(8); font(.title), frame(width: ), opacity(0.5)"/>"#,
            [
                "1:24 found ';' between modifiers: VML separates modifiers with ', ' (padding(8), font(.title)), not ';' as LiveView Native does; vml fmt --from-lvn rewrites it",
                "1:53 expected a value, found ')'",
            ],
            kept: #"<Text style="padding(8), font(.title), opacity(0.5)"/>"#),
        // An element whose name is not one is dropped with its content.
        RecoveryCase(
            "<VStack><my-view a=\"1\"><Text>A</Text></my-view><Text>B</Text></VStack>",
            [
                "1:10 invalid element name \"my-view\": an element name is an identifier ([A-Za-z_][A-Za-z0-9_]*) or a dotted path of identifiers such as Gauge.Label"
            ],
            kept: "<VStack><Text>B</Text></VStack>"),
        // Junk where an attribute goes: skipped as a unit, the next attribute kept.
        RecoveryCase(
            #"<Text "quoted junk" title="a">Hi</Text>"#,
            [#"1:7 expected an attribute name, '>' or '/>' in the tag '<Text', found '"'"#],
            kept: #"<Text title="a">Hi</Text>"#),
        // In text, a bad reference and a forbidden character are dropped; the rest is kept.
        RecoveryCase(
            "<Text>a &bogus; b \u{1} c</Text>",
            [
                "1:9 unknown entity '&bogus;': only &amp; &lt; &gt; &quot; &apos; and numeric references such as &#10; are allowed",
                "1:19 the character U+0001 is not allowed: XML 1.0 forbids the control characters other than tab, LF and CR, and U+FFFE and U+FFFF",
            ],
            kept: "<Text>a bogus; b  c</Text>"),
        // An unterminated comment: one error, at its end.
        RecoveryCase(
            "<VStack><Text>A</Text><!-- note",
            ["1:32 expected '-->' to close the comment opened at 1:23, found end of input"],
            kept: "<VStack><Text>A</Text></VStack>"),
        // A close tag with no name is ignored.
        RecoveryCase(
            "<VStack></ ><Text>A</Text></VStack>",
            ["1:11 expected an element name after '</', found ' '"],
            kept: "<VStack><Text>A</Text></VStack>"),
        // A template name that is not one: that attribute only.
        RecoveryCase(
            #"<Label><Text template="1title" title="a">A</Text></Label>"#,
            [
                #"1:24 invalid template name "1title": a template name is an identifier ([A-Za-z_][A-Za-z0-9_]*)"#
            ],
            kept: #"<Label><Text title="a">A</Text></Label>"#),
        // A style value with no closing quote runs to the end, `<` or not, as the strict read
        // has it (found by the fuzzer: the recovery once stopped at the `<`).
        RecoveryCase(
            "<VStack>\n  <ProgressView\n    style=\"</VStack>\n",
            ["4:1 expected '\"' to close the value of 'style' opened at 3:11, found end of input"],
            kept: "<VStack><ProgressView/></VStack>"),
        // Unclosed at the end: the innermost element, once.
        RecoveryCase(
            "<VStack><HStack><Text>A</Text>",
            ["1:31 expected '</HStack>' to close '<HStack>' opened at 1:9, found end of input"],
            kept: "<VStack><HStack><Text>A</Text></HStack></VStack>"),
    ]

    @Test(arguments: cases)
    func recovers(_ testCase: RecoveryCase) throws {
        let result = VMLParser().parseRecovering(testCase.input)
        let errors = result.errors.map { "\($0.location) \($0.message)" }
        #expect(errors == testCase.errors, sourceLocation: testCase.sourceLocation)
        #expect(try result.document.serialized(.compact) == testCase.kept, sourceLocation: testCase.sourceLocation)
        // The first error is the one the throwing parse gives.
        let strict = #expect(throws: VMLParseError.self, sourceLocation: testCase.sourceLocation) {
            try VMLParser().parse(testCase.input)
        }
        #expect(strict == result.errors.first, sourceLocation: testCase.sourceLocation)
    }

    /// Every error table of the parser's tests: the recovering parse's first error is the one
    /// the throwing parse gives.
    @Test(arguments: ErrorTests.cases + ReliabilityTests.rejected + ReliabilityTests.forbiddenCharacters + StyleSpellingTests.errorCases)
    func firstErrorIsTheThrowingParsesError(_ testCase: ParseErrorCase) {
        let strict = #expect(throws: VMLParseError.self, sourceLocation: testCase.sourceLocation) {
            try VMLParser().parse(testCase.input)
        }
        let errors = VMLParser().parseRecovering(testCase.input).errors
        #expect(errors.first == strict, sourceLocation: testCase.sourceLocation)
        #expect(errors.count == Set(errors.map(\.description)).count, "an error twice", sourceLocation: testCase.sourceLocation)
    }

    /// A document with no error reads as the throwing parse reads it, with the same source map.
    @Test func validDocumentsReadAsBefore() throws {
        let names = FixtureSupport.inputs(in: "spec")
        #expect(!names.isEmpty)
        for name in names {
            let text = try FixtureSupport.read("spec", name + ".vml")
            let result = VMLParser().parseRecovering(text)
            let (document, sourceMap) = try VMLParser().parseWithSourceMap(text)
            #expect(result.errors.isEmpty, "\(name)")
            #expect(result.document == document, "\(name)")
            #expect(result.sourceMap.elements == sourceMap.elements, "\(name)")
            #expect(VMLParser().parseRecovering(Array(text.utf8)).document == document, "\(name)")
        }
    }

    /// Past `maximumErrors`, errors are counted: one last error says how many, at the first left out.
    @Test func errorsPastTheLimitAreCounted() throws {
        let rows = (1...10).map { "<Text style=\"opacity(#1\($0))\"/>" }.joined(separator: "\n")
        var options = VMLParser.Options()
        options.maximumErrors = 3
        let errors = VMLParser(options: options).parseRecovering("<VStack>\n\(rows)\n</VStack>").errors
        #expect(errors.map(\.location.line) == [2, 3, 4, 5])
        #expect(errors.map(\.code) == [.parseError, .parseError, .parseError, .limitExceeded])
        #expect(errors.last?.message == "7 more errors not shown (the parser lists the first 3: its maximumErrors option)")
        #expect(errors.last?.sourceLine == #"<Text style="opacity(#14)"/>"#)
    }

    /// Past the limit, errors are only counted (no sweep of the input each), and a style that
    /// does not read does not rescan the rest of the input: 6,000 errors in 2,000 rows.
    @Test func manyErrorsAreCountedCheaply() {
        let row = #"<Text style="opacity(#1), bold(" a="1" a="2"/>"#
        let text = "<VStack>" + String(repeating: row, count: 2_000) + "</VStack>"
        let errors = VMLParser().parseRecovering(text).errors
        #expect(errors.count == 101)
        #expect(errors.last?.message.hasPrefix("5900 more errors not shown") == true)
    }

    /// Edited documents (``MutationTests``' edits): the recovering parse never crashes, lists
    /// its errors in source order, each once, the first being the throwing parse's, and keeps a
    /// document that serializes.
    @Test func editedDocumentsRecover() throws {
        var recovered = 0
        for index in 0..<400 {
            let seed = UInt64(70_000 + index)
            var generator = RandomTreeGenerator(seed: seed)
            var bytes = Array(try generator.document().serialized(index % 2 == 0 ? .pretty : .compact).utf8)
            for _ in 0..<Int.random(in: 1...4, using: &generator.random) where !bytes.isEmpty {
                let at = Int.random(in: 0...bytes.count, using: &generator.random)
                bytes.insert(contentsOf: generator.pick(MutationTests.insertions), at: at)
            }
            guard let text = String(validating: bytes, as: UTF8.self) else { continue }
            let result = VMLParser().parseRecovering(text)
            let strict = Result { () throws(VMLParseError) in try VMLParser().parse(text) }
            guard case .failure(let error) = strict else {
                #expect(result.errors.isEmpty, "seed \(seed)")
                continue
            }
            recovered += 1
            #expect(result.errors.first == error, "seed \(seed)")
            let places = result.errors.map { [$0.location.line, $0.location.column] }
            #expect(places == places.sorted { $0.lexicographicallyPrecedes($1) }, "seed \(seed)")
            #expect(result.errors.count == Set(result.errors.map(\.description)).count, "seed \(seed): an error twice")
            #expect(throws: Never.self, "seed \(seed)") { try result.document.serialized(.compact) }
        }
        #expect(recovered > 100)
    }
}
