import Foundation
import Testing
import VMLValidation

@testable import vml

/// `vml check --format sarif`: one SARIF 2.1.0 log, its rules the codes Docs/Diagnostics.md lists.
@Suite struct CheckSARIFCommandTests {
    /// A warning, an error and a misspelling, on three lines.
    static let input = """
        <VStak>
          <Text title="attr(name)" style="paddding(8)">Hi</Text>
        </VStak>

        """

    /// The golden log of ``input`` read from standard input: `Golden/check-sarif.json`. Run with
    /// `VML_REGENERATE_GOLDEN=1` to write it anew after a deliberate change.
    static let golden = URL(fileURLWithPath: #filePath).deletingLastPathComponent().appendingPathComponent("Golden/check-sarif.json")

    /// The log as JSON objects.
    func log(_ arguments: [String], stdin: String = input) throws -> (status: Int32, log: [String: Any]) {
        let (status, streams) = runCommand(["check", "--format", "sarif"] + arguments, stdin: stdin)
        let object = try JSONSerialization.jsonObject(with: Data(streams.output))
        return (status, try #require(object as? [String: Any]))
    }

    @Test func theOutputIsASARIF210LogWithOneRun() throws {
        let (status, log) = try log([])
        #expect(status == 1)
        #expect(log["$schema"] as? String == "https://docs.oasis-open.org/sarif/sarif/v2.1.0/errata01/os/schemas/sarif-schema-2.1.0.json")
        #expect(log["version"] as? String == "2.1.0")
        let runs = try #require(log["runs"] as? [[String: Any]])
        #expect(runs.count == 1)
        let driver = try #require((runs.first?["tool"] as? [String: Any])?["driver"] as? [String: Any])
        #expect(driver["name"] as? String == "vml")
        #expect(driver["version"] as? String == VMLCommand.version)
        #expect(driver["informationUri"] as? String == "https://github.com/swift-vml/swift-vml")
    }

    @Test func everyResultNamesARuleAndEveryCodeIsARule() throws {
        let (_, log) = try log(["--target", "ios14", "-"], stdin: Self.input + "<ContentUnavailableView/>\n")
        let run = try #require((log["runs"] as? [[String: Any]])?.first)
        let rules = try #require((((run["tool"] as? [String: Any])?["driver"] as? [String: Any])?["rules"]) as? [[String: Any]])
        let ids = rules.compactMap { $0["id"] as? String }
        #expect(ids == VMLDiagnostic.Code.documented.map(\.code.rawValue))
        for rule in rules {
            let id = rule["id"] as? String ?? ""
            let documentation = try #require(VMLDiagnostic.Code(rawValue: id).documentation)
            #expect(((rule["shortDescription"] as? [String: Any])?["markdown"] as? String)?.isEmpty == false, "\(id)")
            #expect(((rule["fullDescription"] as? [String: Any])?["text"] as? String)?.isEmpty == false, "\(id)")
            #expect(((rule["help"] as? [String: Any])?["markdown"] as? String)?.isEmpty == false, "\(id)")
            #expect(
                (rule["defaultConfiguration"] as? [String: Any])?["level"] as? String == documentation.defaultSeverity.rawValue, "\(id)")
        }
        let results = try #require(run["results"] as? [[String: Any]])
        #expect(results.count == 4)
        #expect(results.compactMap { $0["ruleId"] as? String }.contains("newer-than-target"))
        for result in results {
            let ruleId = try #require(result["ruleId"] as? String)
            let index = try #require(result["ruleIndex"] as? Int)
            #expect(ids.indices.contains(index) && ids[index] == ruleId)
            let level = result["level"] as? String
            #expect(level == "warning" || level == "error")
        }
    }

    @Test func aSmallInputGivesTheGoldenLog() throws {
        let (_, streams) = runCommand(["check", "--format", "sarif"], stdin: Self.input)
        if ProcessInfo.processInfo.environment["VML_REGENERATE_GOLDEN"] != nil {
            try streams.output.withUnsafeBufferPointer { try Data($0).write(to: Self.golden) }
        }
        let expected = try String(contentsOf: Self.golden, encoding: .utf8)
        #expect(streams.outputText == expected)
    }

    @Test func aFileIsNamedRelativeToTheCurrentFolderWhenInsideIt() {
        let sarif = DiagnosticSARIF(currentFolder: "/srv/app")
        #expect(sarif.artifactURI(name: "Screens/home.vml", path: "Screens/home.vml").hasSuffix("Screens/home.vml"))
        #expect(sarif.artifactURI(name: "x", path: "/srv/app/Screens/my home.vml") == "Screens/my%20home.vml")
        #expect(sarif.artifactURI(name: "x", path: "/srv/app/./Screens/../a.vml") == "a.vml")
        #expect(sarif.artifactURI(name: "x", path: "/elsewhere/a.vml") == "file:///elsewhere/a.vml")
        #expect(sarif.artifactURI(name: "<stdin>", path: nil) == "%3Cstdin%3E")
    }

    @Test func aFileThatCannotBeReadIsAResultWithoutARegion() throws {
        let (status, log) = try log(["/no/such/file.vml"], stdin: "")
        #expect(status == 1)
        let run = try #require((log["runs"] as? [[String: Any]])?.first)
        let result = try #require((run["results"] as? [[String: Any]])?.first)
        #expect(result["ruleId"] as? String == "file-error")
        let location = try #require((result["locations"] as? [[String: Any]])?.first?["physicalLocation"] as? [String: Any])
        #expect((location["artifactLocation"] as? [String: Any])?["uri"] as? String == "file:///no/such/file.vml")
        #expect(location["region"] == nil)
    }

    @Test func aParseErrorIsAnErrorResultAtItsLineAndColumn() throws {
        let (status, log) = try log([], stdin: "<VStack>\n  <Text style=\"padding(8\">Hi</Text>\n</VStack>\n")
        #expect(status == 1)
        let run = try #require((log["runs"] as? [[String: Any]])?.first)
        let results = try #require(run["results"] as? [[String: Any]])
        #expect(results.count == 1)
        let result = try #require(results.first)
        #expect(result["ruleId"] as? String == "parse-error")
        #expect(result["level"] as? String == "error")
        let location = try #require((result["locations"] as? [[String: Any]])?.first?["physicalLocation"] as? [String: Any])
        let region = try #require(location["region"] as? [String: Any])
        #expect(region["startLine"] as? Int == 2)
        #expect((region["startColumn"] as? Int ?? 0) > 1)
    }

    @Test func markdownLinksAreMadePlainAndAbsolute() {
        #expect(DiagnosticSARIF.plainText("see [the slot table](#the-slot-table), `a[0]`") == "see the slot table, `a[0]`")
        #expect(
            DiagnosticSARIF.absoluteLinks("[Parsing](Parsing.md#errors) and [x](#y)")
                == "[Parsing](https://github.com/swift-vml/swift-vml/blob/main/Docs/Parsing.md#errors) and "
                + "[x](https://github.com/swift-vml/swift-vml/blob/main/Docs/Diagnostics.md#y)")
        #expect(DiagnosticSARIF.ruleName(.newerThanTarget) == "NewerThanTarget")
    }
}
