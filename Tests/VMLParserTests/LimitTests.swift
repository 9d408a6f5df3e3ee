import Testing
import VMLCore
import VMLParser

/// Nesting and size limits: errors, never a stack overflow.
@Suite struct LimitTests {
    @Test func aHundredThousandDeepDocumentGivesTheDepthError() {
        let depth = 100_000
        let text = String(repeating: "<A>", count: depth) + String(repeating: "</A>", count: depth)
        let error = #expect(throws: VMLParseError.self) { try VMLParser().parse(text) }
        #expect(error?.location == VMLSourceLocation(line: 1, column: 512 * 3 + 1))
        #expect(error?.message == "elements nested more than 512 levels deep (the parser's maximumDepth option)")
    }

    @Test(arguments: [1, 2, 10, 512])
    func theDepthLimitIsInclusive(_ limit: Int) throws {
        let parser = VMLParser(options: .init(maximumDepth: limit))
        let atLimit = String(repeating: "<A>", count: limit - 1) + "<B/>" + String(repeating: "</A>", count: limit - 1)
        #expect(try parser.parse(atLimit).nodes.count == 1)
        let beyond = "<A>" + atLimit + "</A>"
        #expect(throws: VMLParseError.self) { try parser.parse(beyond) }
    }

    @Test(arguments: ["(", "[", "x(", ".a("])
    func deeplyNestedStylesGiveTheNestingError(_ opener: String) {
        let style = "x(" + String(repeating: opener, count: 100_000)
        let error = #expect(throws: VMLParseError.self) { try VMLParser().parse("<A style=\"\(style)\"/>") }
        #expect(error?.message == "style nested more than 256 levels deep (the parser's maximumStyleNesting option)")
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
}
