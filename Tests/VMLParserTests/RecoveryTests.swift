import Testing
import VMLCore
import VMLParser

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
}
