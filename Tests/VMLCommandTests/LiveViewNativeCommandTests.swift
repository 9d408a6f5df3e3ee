import Foundation
import Testing
import VMLTestSupport

@testable import vml

/// `vml fmt --from-lvn` moves a LiveView Native template over; `vml check` shows the VML
/// spelling for what it did not rewrite, and warns about trailing commas.
@Suite struct LiveViewNativeCommandTests {
    static let template = """
        <VStack style="padding(16); background(.blue);">
          <Text title="Home" style='.font(.largeTitle); navigationTitle(attr("title"))'>Welcome; home</Text>
        </VStack>
        """
    static let formatted = """
        <VStack style="padding(16), background(.blue)">
          <Text title="Home" style="font(.largeTitle), navigationTitle(attr(title))">Welcome; home</Text>
        </VStack>

        """

    @Test func fromLVNRewritesThenFormats() {
        let (status, streams) = runCommand(["fmt", "--from-lvn"], stdin: Self.template)
        #expect(status == 0)
        #expect(streams.outputText == Self.formatted)
        #expect(streams.error.isEmpty)
    }

    @Test func withoutFromLVNTheSpellingIsAnErrorThatShowsTheVMLOne() {
        let (status, streams) = runCommand(["fmt"], stdin: Self.template)
        #expect(status == 1)
        #expect(streams.output.isEmpty)
        #expect(
            streams.error.hasPrefix(
                "<stdin>:1:27: error: found ';' between modifiers: VML separates modifiers with ', ' (padding(8), font(.title)), not ';' as LiveView Native does; vml fmt --from-lvn rewrites it [parse-error]\n"
            ))
    }

    @Test func fromLVNRewritesFilesInPlace() throws {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("vml-lvn-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: folder) }
        let path = folder.appendingPathComponent("home.vml").path
        try Self.template.write(toFile: path, atomically: true, encoding: .utf8)
        #expect(runCommand(["fmt", "--from-lvn", "--check", path]).status == 1)
        #expect(runCommand(["fmt", "--from-lvn", "--in-place", path]).status == 0)
        #expect(try String(contentsOfFile: path, encoding: .utf8) == Self.formatted)
        #expect(runCommand(["check", "--strict", path]).status == 0)
    }

    @Test func fromLVNLeavesWhatItCannotRewriteToTheParser() {
        // A quoted text that is no attribute name is not rewritten: the parser says what attr takes.
        let (status, streams) = runCommand(["fmt", "--from-lvn"], stdin: "<Text style='navigationTitle(attr(\"a b\"));'/>")
        #expect(status == 1)
        #expect(
            streams.error.hasPrefix(
                "<stdin>:1:35: error: expected an attribute name in 'attr(', found a string: attr(…) takes the attribute's name unquoted, as in attr(title) [parse-error]\n"
            ))
    }

    @Test func checkWarnsAboutATrailingComma() {
        let input = "<VStack>\n  <Text style=\"padding(8),\">Hi</Text>\n</VStack>"
        let (status, streams) = runCommand(["check"], stdin: input)
        #expect(status == 0)
        #expect(
            streams.outputText
                == "<stdin>:2:26: warning: trailing ',' in the style: nothing follows it, and the canonical form drops it; remove it, or add what was meant to follow [trailing-comma]\n"
        )
        #expect(runCommand(["check", "--strict"], stdin: input).status == 1)
        // fmt drops it.
        #expect(runCommand(["fmt"], stdin: input).streams.outputText == "<VStack>\n  <Text style=\"padding(8)\">Hi</Text>\n</VStack>\n")
    }

    @Test func checkShowsTheVMLSpelling() {
        let (status, streams) = runCommand(["check"], stdin: #"<Text style="attr(title)"/>"#)
        #expect(status == 1)
        #expect(
            streams.outputText
                == #"<stdin>:1:14: error: attr(title) is not a modifier: attr(…) binds an attribute into a modifier's argument, so write it inside the modifier that takes the value, as in style="navigationTitle(attr(title))" [parse-error]"#
                + "\n")
    }
}
