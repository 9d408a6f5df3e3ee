import Foundation
import Testing

@testable import vml

/// `vml check` and SwiftUI's names: `--format json`, the schema (found beside the file or
/// given), `--strict`, and `vml schema`, run in process on real files in a temporary folder.
@Suite struct CheckNamesCommandTests {
    static let card = "<VStack>\n  <Card title=\"Hi\" style=\"cardStyle(), paddding(8)\"><Text>Hi</Text></Card>\n</VStack>\n"

    func withFolder(_ files: [String: String], _ body: (URL) throws -> Void) throws {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("vml-names-\(UUID().uuidString)")
        defer { try? FileManager.default.removeItem(at: folder) }
        for (name, text) in files {
            let url = folder.appendingPathComponent(name)
            try FileManager.default.createDirectory(at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
            try text.write(to: url, atomically: true, encoding: .utf8)
        }
        try body(folder)
    }

    @Test func jsonFormatGivesFileLineColumnCodeAndPath() throws {
        try withFolder(["screens/a.vml": Self.card]) { folder in
            let file = folder.appendingPathComponent("screens/a.vml").path
            let (status, streams) = runCommand(["check", "--format", "json", file])
            #expect(status == 0)
            let entries = try #require(try JSONSerialization.jsonObject(with: Data(streams.output)) as? [[String: Any]])
            #expect(entries.map { $0["code"] as? String } == ["unknown-modifier", "unknown-modifier"])
            let first = try #require(entries.first)
            #expect(first["file"] as? String == file)
            #expect(first["line"] as? Int == 2)
            #expect(first["column"] as? Int == 20)  // the style attribute
            #expect(first["severity"] as? String == "warning")
            #expect(first["path"] as? String == "VStack[0] > Card[0]")
            #expect((first["message"] as? String)?.hasPrefix("cardStyle(…) is not a SwiftUI modifier") == true)
        }
    }

    @Test func jsonFormatWithNothingToSayIsAnEmptyArray() {
        let (status, streams) = runCommand(["check", "--format=json"], stdin: "<Text>Hi</Text>")
        #expect(status == 0)
        #expect(streams.outputText == "[\n\n]\n" || streams.outputText == "[]\n")
    }

    @Test func anUnknownFormatIsAUsageError() {
        let (status, streams) = runCommand(["check", "--format", "xml"], stdin: "<Text>Hi</Text>")
        #expect(status == 2)
        #expect(streams.error.hasPrefix("vml check: --format takes text, json or sarif; found 'xml'"))
    }

    @Test func theSchemaBesideTheFileOrAboveItDeclaresCustomNames() throws {
        let schema = #"{"elements": {"Card": {"attributes": ["title"]}}, "modifiers": ["cardStyle"]}"#
        try withFolder(["vml-schema.json": schema, "screens/deep/a.vml": Self.card]) { folder in
            let file = folder.appendingPathComponent("screens/deep/a.vml").path
            let (status, streams) = runCommand(["check", "--strict", file])
            #expect(status == 1)
            #expect(
                streams.lines == [
                    "\(file):2:20: error: paddding(…) is not a SwiftUI modifier, so a client drops it; did you mean `padding`? [unknown-modifier]"
                ])
        }
    }

    @Test func strictWithoutASchemaReportsTheCustomComponent() throws {
        try withFolder(["a.vml": Self.card]) { folder in
            let file = folder.appendingPathComponent("a.vml").path
            let (status, streams) = runCommand(["check", "--strict", file])
            #expect(status == 1)
            #expect(
                streams.lines.map { $0.components(separatedBy: " [").last ?? "" } == [
                    "unknown-element]", "unknown-modifier]", "unknown-modifier]",
                ])
            // Without --strict the component is silent, and warnings do not fail.
            #expect(runCommand(["check", file]).status == 0)
        }
    }

    @Test func anExplicitSchemaWinsAndABadOneIsAFileError() throws {
        let good = #"{"elements": {"Card": {}}, "modifiers": ["cardStyle", "paddding"]}"#
        try withFolder(["vml-schema.json": "{", "good.json": good, "a.vml": Self.card]) { folder in
            let file = folder.appendingPathComponent("a.vml").path
            let explicit = runCommand(["check", "--strict", "--schema", folder.appendingPathComponent("good.json").path, file])
            #expect(explicit.status == 0)
            #expect(explicit.streams.output.isEmpty)
            let (status, streams) = runCommand(["check", file])
            #expect(status == 1)
            let schemaPath = folder.appendingPathComponent("vml-schema.json").standardizedFileURL.path
            #expect(streams.lines.count == 1)
            #expect(streams.lines.first?.hasPrefix("\(schemaPath): error: not a VML schema: not valid JSON") == true)
        }
    }

    @Test func schemaCommandWritesTheNamesASwiftProjectDeclares() throws {
        let swift = """
            let card = VmlElement("Card", attributes: ["title": model.title, "rating": "3"]) { VmlText("Hi") }
            let star = VmlElement("Star").modifier(named: "glow", 1).modifier(named: "padding", 8)
            let stack = VmlElement("VStack", attributes: attributes)
            """
        try withFolder(["Sources/App/Card.swift": swift, "Sources/App/notes.txt": #"VmlElement("Ignored")"#]) { folder in
            let (status, streams) = runCommand(["schema", folder.appendingPathComponent("Sources").path])
            #expect(status == 0)
            #expect(
                streams.outputText == """
                    {
                      "elements": {
                        "Card": {"attributes": ["rating", "title"]},
                        "Star": {}
                      },
                      "modifiers": ["glow"]
                    }

                    """)
        }
    }

    @Test func schemaCommandReportsAMissingPath() {
        let (status, streams) = runCommand(["schema", "/nonexistent/vml-schema-test"])
        #expect(status == 1)
        #expect(streams.error == "/nonexistent/vml-schema-test: error: cannot read the file\n")
        #expect(streams.outputText.hasPrefix("{"))
    }
}
