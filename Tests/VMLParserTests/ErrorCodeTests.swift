import Testing
import VMLCore
import VMLParser

/// `VMLParseError.code`: `limit-exceeded` for input past one of the parser's limits,
/// `parse-error` for everything else.
@Suite struct ErrorCodeTests {
    struct Case: Sendable, CustomTestStringConvertible {
        var name: String
        var input: String
        var options: VMLParser.Options = .init()
        var code: VMLParseError.Code
        var sourceLocation: SourceLocation = #_sourceLocation
        var testDescription: String { name }
    }

    static func options(_ change: (inout VMLParser.Options) -> Void) -> VMLParser.Options {
        var options = VMLParser.Options()
        change(&options)
        return options
    }

    static let cases: [Case] = [
        Case(name: "syntax", input: "<Text style=\"padding(8\">Hi</Text>", code: .parseError),
        Case(name: "unclosed element", input: "<VStack>", code: .parseError),
        Case(name: "forbidden character", input: "<Text>\u{1}</Text>", code: .parseError),
        Case(name: "input size", input: "<Text>Hello</Text>", options: options { $0.maximumInputBytes = 4 }, code: .limitExceeded),
        Case(name: "depth", input: "<a><b><c/></b></a>", options: options { $0.maximumDepth = 2 }, code: .limitExceeded),
        Case(
            name: "style nesting", input: "<a style=\"f(g(h(i(1))))\"/>", options: options { $0.maximumStyleNesting = 2 },
            code: .limitExceeded),
        Case(
            name: "attributes per element", input: "<a b=\"1\" c=\"2\" d=\"3\"/>",
            options: options { $0.maximumAttributesPerElement = 2 }, code: .limitExceeded),
        Case(name: "value size", input: "<a b=\"123456\"/>", options: options { $0.maximumValueBytes = 4 }, code: .limitExceeded),
        Case(name: "text size", input: "<a>123456</a>", options: options { $0.maximumValueBytes = 4 }, code: .limitExceeded),
        Case(name: "style size", input: "<a style=\"padding(8)\"/>", options: options { $0.maximumValueBytes = 4 }, code: .limitExceeded),
    ]

    @Test(arguments: cases)
    func eachErrorHasItsCode(_ test: Case) {
        do {
            _ = try VMLParser(options: test.options).parse(test.input)
            Issue.record("\(test.name) parsed", sourceLocation: test.sourceLocation)
        } catch {
            #expect(error.code == test.code, "\(error.message)", sourceLocation: test.sourceLocation)
        }
    }

    @Test func theCodeIsKeptThroughTheByteAndExpressionParsers() {
        var options = VMLParser.Options()
        options.maximumValueBytes = 2
        #expect(throws: VMLParseError.self) { _ = try VMLParser(options: options).parseExpression("123") }
        do {
            _ = try VMLParser(options: options).parseExpression("123")
        } catch {
            #expect(error.code == .limitExceeded)
        }
        do {
            _ = try VMLParser().parse(Array("<a>".utf8))
        } catch {
            #expect(error.code == .parseError)
        }
    }

    @Test func codesAreTheirText() {
        #expect(VMLParseError.Code.allCodes.map(\.rawValue) == ["parse-error", "limit-exceeded"])
        #expect(VMLParseError(location: .init(line: 1, column: 1), message: "bad").code == .parseError)
    }
}
