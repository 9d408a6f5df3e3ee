import Foundation
import Testing
import VMLTestSupport

@testable import vml

/// `vml check` on a file that does not parse: every parse error once, and what reads still
/// validated, in each format.
@Suite struct CheckRecoveryCommandTests {
    /// Two parse errors (a `#12` color, a duplicate attribute) around a misspelt modifier the
    /// recovered tree keeps and a misspelt element; the dropped modifier is not validated.
    static let input = """
        <VStack>
          <Text style="foregroundStyle(#12), paddding(8)">Hi</Text>
          <Image name="x" name="y"/>
          <Txt>B</Txt>
        </VStack>

        """

    /// Each format's (line, column, code) of every diagnostic, in order.
    static let expected: [[String]] = [
        ["2", "9", "unknown-modifier"],
        ["2", "32", "parse-error"],
        ["3", "19", "parse-error"],
        ["4", "3", "unknown-element"],
    ]

    static let formats: [ValueCase<String>] = [
        ValueCase("text"),
        ValueCase("json"),
        ValueCase("sarif"),
    ]

    @Test(arguments: formats)
    func reportsEveryErrorAndValidatesTheRest(_ format: ValueCase<String>) throws {
        let (status, streams) = runCommand(["check", "--format", format.value], stdin: Self.input)
        #expect(status == 1, sourceLocation: format.sourceLocation)
        let found: [[String]]
        switch format.value {
        case "text":
            found = streams.lines.map { line in
                let parts = line.split(separator: ":", maxSplits: 3).map(String.init)
                let code = line.split(separator: "[").last.map { String($0.dropLast()) } ?? ""
                return [parts[1], parts[2], code]
            }
        case "json":
            let array = try #require(try JSONSerialization.jsonObject(with: Data(streams.output)) as? [[String: Any]])
            found = array.map { ["\($0["line"] ?? "")", "\($0["column"] ?? "")", "\($0["code"] ?? "")"] }
        default:
            let log = try #require(try JSONSerialization.jsonObject(with: Data(streams.output)) as? [String: Any])
            let runs = try #require(log["runs"] as? [[String: Any]])
            let results = try #require(runs.first?["results"] as? [[String: Any]])
            found = results.map { result in
                let locations = result["locations"] as? [[String: Any]]
                let physical = locations?.first?["physicalLocation"] as? [String: Any]
                let region = physical?["region"] as? [String: Any]
                return ["\(region?["startLine"] ?? "")", "\(region?["startColumn"] ?? "")", "\(result["ruleId"] ?? "")"]
            }
        }
        #expect(found == Self.expected, sourceLocation: format.sourceLocation)
    }

    /// A file with no parse error checks as before: one parse, and the same diagnostics.
    @Test func aValidFileChecksAsBefore() {
        let (status, streams) = runCommand(["check"], stdin: "<VStack>\n  <Text style=\"paddding(8)\">Hi</Text>\n</VStack>\n")
        #expect(status == 0)
        #expect(
            streams.lines == [
                "<stdin>:2:9: warning: paddding(…) is not a SwiftUI modifier, so a client drops it; did you mean `padding`? [unknown-modifier]"
            ])
    }
}
