import Testing
import VMLCore
import VMLParser
import VMLTestSupport

/// Nesting and size limits: errors, never a stack overflow. A document a million levels deep parsed
/// without a limit, and freed: Tests/VMLStress/ParserStress.swift (`swift run -c release vml-stress`).
@Suite struct LimitTests {
    @Test func aHundredThousandDeepDocumentGivesTheDepthError() {
        let depth = 100_000
        let text = String(repeating: "<A>", count: depth) + String(repeating: "</A>", count: depth)
        let error = #expect(throws: VMLParseError.self) { try VMLParser().parse(text) }
        #expect(error?.location == VMLSourceLocation(line: 1, column: 512 * 3 + 1))
        #expect(error?.message == "elements nested more than 512 levels deep (the parser's maximumDepth option)")
    }

    static let depthLimits: [ValueCase<Int>] = [ValueCase(1), ValueCase(2), ValueCase(10), ValueCase(512)]

    @Test(arguments: depthLimits)
    func theDepthLimitIsInclusive(_ row: ValueCase<Int>) throws {
        let limit = row.value
        let parser = VMLParser(options: .init(maximumDepth: limit))
        let atLimit = String(repeating: "<A>", count: limit - 1) + "<B/>" + String(repeating: "</A>", count: limit - 1)
        #expect(try parser.parse(atLimit).nodes.count == 1, sourceLocation: row.sourceLocation)
        let beyond = "<A>" + atLimit + "</A>"
        #expect(throws: VMLParseError.self, sourceLocation: row.sourceLocation) { try parser.parse(beyond) }
    }

    static let styleOpeners: [ValueCase<String>] = [ValueCase("("), ValueCase("["), ValueCase("x("), ValueCase(".a(")]

    @Test(arguments: styleOpeners)
    func deeplyNestedStylesGiveTheNestingError(_ row: ValueCase<String>) {
        let style = "x(" + String(repeating: row.value, count: 100_000)
        let error = #expect(throws: VMLParseError.self, sourceLocation: row.sourceLocation) {
            try VMLParser().parse("<A style=\"\(style)\"/>")
        }
        #expect(
            error?.message == "style nested more than 256 levels deep (the parser's maximumStyleNesting option)",
            sourceLocation: row.sourceLocation)
    }

    @Test func theStyleNestingCeilingHolds() throws {
        var options = VMLParser.Options()
        options.maximumStyleNesting = 1_000_000
        let parser = VMLParser(options: options)
        let deep = "x(" + String(repeating: "[", count: 250) + String(repeating: "]", count: 250) + ")"
        #expect(try parser.parse("<A style=\"\(deep)\"/>").nodes.count == 1)
        let deeper = "x(" + String(repeating: "[", count: 50_000)
        let error = #expect(throws: VMLParseError.self) { try parser.parse("<A style=\"\(deeper)\"/>") }
        #expect(error?.message == "style nested more than 512 levels deep (the parser's maximumStyleNesting option)")
    }

    @Test func longMemberChainsCountAsNesting() {
        let chain = String(repeating: ".a", count: 50_000)
        let error = #expect(throws: VMLParseError.self) { try VMLParser().parse("<A style=\"x(\(chain))\"/>") }
        #expect(error?.message.hasPrefix("style nested more than 256 levels") == true)
        #expect(throws: Never.self) { try VMLParser().parse("<A style=\"x(\(String(repeating: ".a", count: 100)))\"/>") }
    }

    @Test func theInputSizeLimit() throws {
        let text = "<Text>Hello</Text>"
        let exact = VMLParser(options: .init(maximumInputBytes: text.utf8.count))
        #expect(try exact.parse(text).nodes.count == 1)
        let small = VMLParser(options: .init(maximumInputBytes: 10))
        let error = #expect(throws: VMLParseError.self) { try small.parse(text) }
        #expect(error?.message == "the input is 18 bytes, more than the limit of 10 (the parser's maximumInputBytes option)")
        #expect(error?.location == VMLSourceLocation(line: 1, column: 1))
    }

    @Test func wideDocumentsParse() throws {
        let text = String(repeating: "<Text>x</Text>", count: 50_000)
        #expect(try VMLParser().parse(text).nodes.count == 50_000)
    }

    @Test func theDefaults() {
        let options = VMLParser.Options()
        #expect(options.maximumDepth == 512)
        #expect(options.maximumInputBytes == 64 << 20)
        #expect(options.maximumStyleNesting == 256)
        #expect(options.maximumAttributesPerElement == 1_024)
        #expect(options.maximumValueBytes == 16 << 20)
        // The older initializer still reads the same.
        #expect(VMLParser.Options(maximumDepth: 3, maximumInputBytes: nil).maximumAttributesPerElement == 1_024)
    }

    static func tag(attributes count: Int, extra: String = "") -> String {
        "<A" + (0..<count).map { " a\($0)=\"\"" }.joined() + extra + "/>"
    }

    @Test func theAttributeLimitIsInclusive() throws {
        let parser = VMLParser(options: .init(maximumAttributesPerElement: 3))
        #expect(try parser.parse(#"<A a="1" b="2" style="x()"/><B c="1" d="2" e="3"/>"#).nodes.count == 2)
        let error = #expect(throws: VMLParseError.self) { try parser.parse(#"<A a="1" b="2" style="x()" c="3"/>"#) }
        #expect(error?.message == "more than 3 attributes in '<A>' (the parser's maximumAttributesPerElement option)")
        #expect(error?.location == VMLSourceLocation(line: 1, column: 28))
        let defaultError = #expect(throws: VMLParseError.self) { try VMLParser().parse(Self.tag(attributes: 1_025)) }
        #expect(defaultError?.message == "more than 1024 attributes in '<A>' (the parser's maximumAttributesPerElement option)")
        #expect(try VMLParser().parse(Self.tag(attributes: 1_024)).nodes.count == 1)
    }

    @Test func duplicatesAreFoundAmongManyAttributes() {
        // Past the linear scan's reach, the first occurrence is still named.
        let error = #expect(throws: VMLParseError.self) { try VMLParser().parse(Self.tag(attributes: 100, extra: #" a7="x""#)) }
        #expect(error?.message == "duplicate attribute 'a7' in '<A>' (first at 1:46)")
        let style = #expect(throws: VMLParseError.self) {
            try VMLParser().parse("<A style=\"x()\"" + (0..<50).map { " a\($0)=\"\"" }.joined() + " style=\"y()\"/>")
        }
        #expect(style?.message.hasPrefix("duplicate attribute 'style' in '<A>' (first at 1:4)") == true)
    }

    @Test func fiftyThousandAttributesOnOneElementAreRead() throws {
        // The duplicate check scanned every earlier attribute: 28 s for 100,000 in a release build
        // (`vml-bench hostile` measures the scaling now; tests never time).
        let parser = VMLParser(options: .init(maximumAttributesPerElement: .max))
        let text = Self.tag(attributes: 50_000)
        #expect(try parser.parse(text).nodes.first?.element?.attributes.count == 50_000)
        let duplicate = Self.tag(attributes: 50_000, extra: " a7=\"\"")
        #expect(throws: VMLParseError.self) { try parser.parse(duplicate) }
    }

    struct TooLong: CustomTestStringConvertible, Sendable {
        var input: String
        var column: Int
        var message: String
        var sourceLocation: SourceLocation
        var testDescription: String { input.debugDescription }

        init(_ input: String, _ column: Int, _ message: String, sourceLocation: SourceLocation = #_sourceLocation) {
            self.input = input
            self.column = column
            self.message = message
            self.sourceLocation = sourceLocation
        }
    }

    static let tooLong: [TooLong] = [
        TooLong(
            #"<A t="12345678901"/>"#, 6,
            "the value of the attribute 't' is 11 bytes, more than the limit of 10 (the parser's maximumValueBytes option)"),
        TooLong(
            #"<A t="&amp;&amp;&amp;&amp;&amp;&amp;&amp;&amp;&amp;&amp;&amp;"/>"#, 6,
            "the value of the attribute 't' is 11 bytes, more than the limit of 10 (the parser's maximumValueBytes option)"),
        TooLong(
            #"<A t={"12345678901"}/>"#, 6,
            "the value of the attribute 't' is 11 bytes, more than the limit of 10 (the parser's maximumValueBytes option)"),
        TooLong(
            #"<A style="padding(10)"/>"#, 10,
            "the style value is 11 bytes, more than the limit of 10 (the parser's maximumValueBytes option)"),
        TooLong("<A>  12345678901 </A>", 4, "the text is 11 bytes, more than the limit of 10 (the parser's maximumValueBytes option)"),
        TooLong(
            "<A>12345<!-- c -->678901</A>", 4, "the text is 11 bytes, more than the limit of 10 (the parser's maximumValueBytes option)"),
        TooLong(
            "<A><![CDATA[12345678901]]></A>", 4, "the text is 11 bytes, more than the limit of 10 (the parser's maximumValueBytes option)"),
    ]

    @Test(arguments: tooLong)
    func theValueLimit(_ testCase: TooLong) {
        let parser = VMLParser(options: .init(maximumValueBytes: 10))
        let error = #expect(throws: VMLParseError.self, sourceLocation: testCase.sourceLocation) { try parser.parse(testCase.input) }
        #expect(error?.message == testCase.message, sourceLocation: testCase.sourceLocation)
        #expect(error?.location == VMLSourceLocation(line: 1, column: testCase.column), sourceLocation: testCase.sourceLocation)
    }

    @Test func theValueLimitIsInclusive() throws {
        let parser = VMLParser(options: .init(maximumValueBytes: 10))
        let text = #"<A t="1234567890" style="padding(1)">  1234567890  </A><B><![CDATA[1234567890]]></B>"#
        #expect(try parser.parse(text).nodes.count == 2)
        #expect(try parser.parseExpression("[1, 2, 34]") == .array([1, 2, 34]))
        let error = #expect(throws: VMLParseError.self) { try parser.parseExpression("[1, 2, 345]") }
        #expect(error?.message == "the value is 11 bytes, more than the limit of 10 (the parser's maximumValueBytes option)")
    }
}
