import Foundation
import Testing
import VMLCore
import VMLParser
import VMLTestSupport

/// `LiveViewNativeSyntax` rewrites LiveView Native's spellings inside style values, and only
/// there: everything else stays byte for byte.
@Suite struct LiveViewNativeSyntaxTests {
    struct Case: CustomTestStringConvertible, Sendable {
        var input: String
        var output: String
        var sourceLocation: SourceLocation
        var testDescription: String { input.debugDescription }

        init(_ input: String, _ output: String, sourceLocation: SourceLocation = #_sourceLocation) {
            self.input = input
            self.output = output
            self.sourceLocation = sourceLocation
        }
    }

    static let rewrites: [Case] = [
        // `;` between modifiers becomes `,`; a last one goes (with the blanks after it kept).
        Case(#"<Text style="padding(8); font(.title)"/>"#, #"<Text style="padding(8), font(.title)"/>"#),
        Case(#"<Text style="padding(8);font(.title);"/>"#, #"<Text style="padding(8),font(.title)"/>"#),
        Case("<Text style='padding(8);\n  font(.title);\n'/>", "<Text style='padding(8),\n  font(.title)\n'/>"),
        // A leading `.`, first or after a separator.
        Case(#"<Text style=".padding(8)"/>"#, #"<Text style="padding(8)"/>"#),
        Case(#"<Text style=" .padding(8); .font(.title)"/>"#, #"<Text style=" padding(8), font(.title)"/>"#),
        Case(#"<Text style="padding(8), .font(.title)"/>"#, #"<Text style="padding(8), font(.title)"/>"#),
        // attr("name") in each way a quote is written, anywhere in the style.
        Case(#"<Text style='navigationTitle(attr("title"))'/>"#, #"<Text style='navigationTitle(attr(title))'/>"#),
        Case(#"<Text style="navigationTitle(attr(&quot;title&quot;))"/>"#, #"<Text style="navigationTitle(attr(title))"/>"#),
        Case(#"<Text style="navigationTitle(attr("title"), "x")"/>"#, #"<Text style="navigationTitle(attr(title), "x")"/>"#),
        Case(#"<Text style={"navigationTitle(attr(\"title\"))"}/>"#, #"<Text style={"navigationTitle(attr(title))"}/>"#),
        Case(
            #"<Text style='frame(width: attr( "w" type(<number>), 1)); .opacity(attr("o"))'/>"#,
            #"<Text style='frame(width: attr( w type(<number>), 1)), opacity(attr(o))'/>"#),
        // All three, in braces, and each element of a document.
        Case(
            #"<VStack style={"padding(8); .background(.red);"}><Text style="font(.title);"/></VStack>"#,
            #"<VStack style={"padding(8), background(.red)"}><Text style="font(.title)"/></VStack>"#),
        Case(#"<Text style="padding(8);&#10;.font(.title)"/>"#, #"<Text style="padding(8),&#10;font(.title)"/>"#),
        // HEEx around the styles is skipped, not read.
        Case(
            #"<%= if @x do %><Text :if={@show} style="padding(8);" {@rest}>Hi</Text><% end %>"#,
            #"<%= if @x do %><Text :if={@show} style="padding(8)" {@rest}>Hi</Text><% end %>"#),
    ]

    @Test(arguments: rewrites)
    func rewritesTheStyles(_ testCase: Case) {
        #expect(LiveViewNativeSyntax.rewritingStyles(in: testCase.input) == testCase.output, sourceLocation: testCase.sourceLocation)
        // Rewriting again changes nothing.
        #expect(LiveViewNativeSyntax.rewritingStyles(in: testCase.output) == testCase.output, sourceLocation: testCase.sourceLocation)
    }

    static let untouched: [ValueCase<String>] = [
        // `;` and `.` inside arguments, strings and other attributes.
        ValueCase(#"<Text title="a; .b" style="navigationTitle(&quot;a; .b&quot;), font(.title)">x; .y</Text>"#),
        ValueCase(#"<Text style='navigationTitle("a;b"), foregroundStyle(Color.red.opacity(0.5))'/>"#),
        ValueCase(#"<Text style={"navigationTitle(\"a; attr(\\\"x\\\")\")"}/>"#),
        // attr with an unquoted name, a quoted text that is no name, or mismatched quotes.
        ValueCase(#"<Text style="navigationTitle(attr(title))"/>"#),
        ValueCase(#"<Text style='navigationTitle(attr("a b"))'/>"#),
        ValueCase(#"<Text style='navigationTitle(attr("nil"))'/>"#),
        ValueCase(#"<Text style='navigationTitle(attr("a&quot;))'/>"#),
        ValueCase(#"<Text style='navigationTitle(.attr("a"))'/>"#),
        // Character references between modifiers keep their ';'.
        ValueCase(#"<Text style="padding(8),&#10;font(.title), &#x9;opacity(&#48;.5)"/>"#),
        // Comments, CDATA, processing instructions and text.
        ValueCase(#"<!-- <Text style="a;b"/> --><?x style="a;b"?><Text><![CDATA[<T style="a;b"/>]]>style="a;b"</Text>"#),
        // An attribute that only ends in "style".
        ValueCase(#"<Text data-style="a;b" mystyle=".c(1)"/>"#),
        // Text that is not VML at all.
        ValueCase("plain; text. attr(\"x\")"),
        ValueCase("<Text style=\"padding(8);"),
        ValueCase("<"),
        ValueCase(""),
    ]

    @Test(arguments: untouched)
    func leavesEverythingElse(_ input: ValueCase<String>) {
        #expect(LiveViewNativeSyntax.rewritingStyles(in: input.value) == input.value, sourceLocation: input.sourceLocation)
    }

    /// VML is never rewritten: the spellings it rewrites are all errors in VML, so every fixture
    /// of every test target (and the fuzz corpus) that parses comes back byte for byte.
    @Test func leavesEveryFixtureThatParsesAsItIs() throws {
        let tests = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
        let enumerator = try #require(FileManager.default.enumerator(at: tests, includingPropertiesForKeys: nil))
        var checked = 0
        for case let url as URL in enumerator where url.path.contains("/Fixtures/") || url.path.contains("/Fuzz/Corpus/") {
            guard !url.hasDirectoryPath, let bytes = try? Array(Data(contentsOf: url)), (try? VMLParser().parse(bytes)) != nil else {
                continue
            }
            #expect(LiveViewNativeSyntax.rewritingStyles(in: bytes) == bytes, "\(url.path)")
            checked += 1
        }
        #expect(checked > 100)
    }

    @Test func leavesInvalidUTF8AsItIs() {
        let bytes: [UInt8] = Array(#"<A t=""#.utf8) + [0xFF, 0xC3] + Array(#"" style="a(1);"/>"#.utf8)
        let expected: [UInt8] = Array(#"<A t=""#.utf8) + [0xFF, 0xC3] + Array(#"" style="a(1)"/>"#.utf8)
        #expect(LiveViewNativeSyntax.rewritingStyles(in: bytes) == expected)
    }

    @Test func rewritesOneStyleValue() {
        #expect(LiveViewNativeSyntax.rewritingStyle("padding(8); .font(.title);") == "padding(8), font(.title)")
        #expect(LiveViewNativeSyntax.rewritingStyle(#"navigationTitle(attr(\"t\"))"#, braced: true) == "navigationTitle(attr(t))")
    }

    @Test func aLiveViewNativeTemplateParsesOnceRewritten() throws {
        let template = """
            <VStack style="padding(16); background(.blue);">
              <Text title="Home" style='.font(.largeTitle); navigationTitle(attr("title"))'>Welcome</Text>
              <Image systemName="star" style={"foregroundStyle(.yellow); .imageScale(.large)"}/>
            </VStack>
            """
        #expect(throws: VMLParseError.self) { try VMLParser().parse(template) }
        let document = try VMLParser().parse(LiveViewNativeSyntax.rewritingStyles(in: template))
        #expect(
            try document.serialized() == """
                <VStack style="padding(16), background(.blue)">
                  <Text title="Home" style="font(.largeTitle), navigationTitle(attr(title))">Welcome</Text>
                  <Image systemName="star" style="foregroundStyle(.yellow), imageScale(.large)"/>
                </VStack>

                """)
    }
}
