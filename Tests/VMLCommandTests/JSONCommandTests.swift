import Foundation
import Testing
import VMLTestSupport

@testable import vml

/// `vml json`, run in process.
@Suite struct JSONCommandTests {
    static let sample = "<Text title=\"Home\" style=\"padding(8)\">Hi</Text>"
    static let sampleJSON =
        #"{"nodes":[{"attributes":[{"name":"title","value":"Home"}],"children":[{"text":"Hi"}],"element":"Text","style":[{"arguments":[{"value":{"number":8}}],"name":"padding"}]}]}"#

    @Test func writesTheDocumentedJSONForm() {
        // Docs/JSONForm.md's example, with keys sorted.
        let (status, streams) = runCommand(["json"], stdin: Self.sample)
        #expect(status == 0)
        #expect(streams.outputText == Self.sampleJSON + "\n")
        #expect(streams.error.isEmpty)
    }

    @Test func prettyIndents() {
        let (status, streams) = runCommand(["json", "--pretty"], stdin: "<Spacer/>")
        #expect(status == 0)
        #expect(streams.outputText == "{\n  \"nodes\" : [\n    {\n      \"element\" : \"Spacer\"\n    }\n  ]\n}\n")
    }

    @Test func toVMLWritesCanonicalText() {
        let (status, streams) = runCommand(["json", "--to-vml"], stdin: Self.sampleJSON)
        #expect(status == 0)
        #expect(streams.outputText == "<Text title=\"Home\" style=\"padding(8)\">Hi</Text>\n")
        let compact = runCommand(["json", "--to-vml", "--compact"], stdin: #"{"nodes":[{"element":"A","children":[{"element":"B"}]}]}"#)
        #expect(compact.streams.outputText == "<A><B/></A>")
    }

    @Test func everySpecFixtureRoundTripsThroughJSON() throws {
        let folder = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
            .appendingPathComponent("VMLParserTests/Fixtures/spec")
        let names = try FileManager.default.contentsOfDirectory(atPath: folder.path).filter { $0.hasSuffix(".vml") }.sorted()
        #expect(names.count > 40)
        for name in names {
            let text = try String(contentsOf: folder.appendingPathComponent(name), encoding: .utf8)
            let json = runCommand(["json"], stdin: text)
            #expect(json.status == 0, "\(name)")
            let back = runCommand(["json", "--to-vml"], stdin: json.streams.outputText)
            let formatted = runCommand(["fmt"], stdin: text)
            #expect(back.status == 0, "\(name)")
            #expect(back.streams.outputText == formatted.streams.outputText, "\(name)")
        }
    }

    @Test func oneJSONDocumentPerInput() throws {
        try withTemporaryFiles(["a.vml": "<A/>", "b.vml": "<B/>"]) { folder in
            let (status, streams) = runCommand(["json", "--recursive", folder.path])
            #expect(status == 0)
            #expect(streams.lines == [#"{"nodes":[{"element":"A"}]}"#, #"{"nodes":[{"element":"B"}]}"#])
        }
    }

    struct NotATreeCase: Sendable, CustomTestStringConvertible {
        var json: String
        var line: String
        var sourceLocation: SourceLocation = #_sourceLocation
        var testDescription: String { json }
    }

    static let notTrees: [NotATreeCase] = [
        NotATreeCase(
            json: #"{"nodes": [{"element": "A"}, {"element": 3}]}"#,
            line: "<stdin>:1:42: error: Expected to decode String but found number instead. (at nodes[1].element) [parse-error]"),
        NotATreeCase(
            json: #"{"nodes": [{"element": "A", "children": [{"txt": "x"}]}]}"#,
            line: #"<stdin>:1:42: error: a node needs a "text" or an "element" key (at nodes[0].children[0]) [parse-error]"#),
        NotATreeCase(
            json: "{\"nodes\": [{\"text\": \"a\\\"}]\"},\n  {\"element\": \"B\", \"attributes\": [{\"name\": \"a\"}]}]}",
            line:
                #"<stdin>:2:35: error: No value associated with key CodingKeys(stringValue: "value", intValue: nil) ("value"). (at nodes[1].attributes[0]) [parse-error]"#
        ),
        NotATreeCase(
            json: #"{"nodes": 5}"#,
            line: "<stdin>:1:11: error: Expected to decode Array<Any> but found number instead. (at nodes) [parse-error]"),
    ]

    @Test(arguments: notTrees)
    func jsonThatIsNotATreeIsLocatedAtTheValue(_ test: NotATreeCase) {
        let (status, streams) = runCommand(["json", "--to-vml"], stdin: test.json)
        #expect(status == 1, sourceLocation: test.sourceLocation)
        #expect(streams.output.isEmpty, sourceLocation: test.sourceLocation)
        #expect(streams.error == test.line + "\n", sourceLocation: test.sourceLocation)
    }

    @Test func theLocatorSkipsStringsAndNestedValues() {
        let json = Array(#"{"a": "x]}\"", "b": [1, {"c": [2, 3]}, [4, "]"], true], "d": {"e": null}}"#.utf8)
        let locator = JSONValueLocator(json)
        func text(at path: [JSONValueLocator.Step]) -> String? {
            locator.offset(of: path).map { String(decoding: json[$0..<min($0 + 4, json.count)], as: UTF8.self) }
        }
        #expect(text(at: ["b", 3]) == "true")
        #expect(text(at: ["b", 1, "c", 1]) == "3]},")
        #expect(text(at: ["d", "e"]) == "null")
        #expect(text(at: ["b", 4]) == nil)
        #expect(text(at: ["z"]) == nil)
        #expect(text(at: [0]) == nil)
    }

    @Test func treesTooDeepForJSONAreRefusedInOneLine() {
        let depth = 1_100
        let json = String(repeating: #"{"element": "a", "children": ["#, count: depth) + String(repeating: "]}", count: depth)
        let (status, streams) = runCommand(["json", "--to-vml"], stdin: #"{"nodes": ["# + json + "]}")
        #expect(status == 1)
        // Foundation's JSON reader stops at 512 levels too; either way, one line.
        #expect(streams.error.hasPrefix("<stdin>:"))
        #expect(streams.error.contains(": error: "))
        #expect(streams.error.filter { $0 == "\n" }.count == 1)
    }

    static let inapplicableOptions: [ValueCase<[String]>] = [
        ValueCase(["json", "--compact"]), ValueCase(["json", "--to-vml", "--pretty"]),
    ]

    @Test(arguments: inapplicableOptions)
    func optionsThatDoNotApplyAreUsageErrors(_ row: ValueCase<[String]>) {
        #expect(runCommand(row.value).status == 2, sourceLocation: row.sourceLocation)
    }
}
