import Foundation
import Testing
import VMLTestSupport

@testable import vml

/// `vml diff`, run in process.
@Suite struct DiffCommandTests {
    static let old = "<VStack b=\"1\" a=\"2\">\n  <Text style=\"padding(8.0)\">a</Text>\n</VStack>\n"

    func diff(_ new: String, arguments: [String] = [], color: Bool = false) throws -> (status: Int32, streams: CapturedStreams) {
        var result: (status: Int32, streams: CapturedStreams)?
        try withTemporaryFiles(["a.vml": Self.old, "b.vml": new]) { folder in
            result = runCommand(
                ["diff"] + arguments + [folder.appendingPathComponent("a.vml").path, folder.appendingPathComponent("b.vml").path],
                color: color)
            // File names vary; show them as A and B.
            result?.streams.output = Array(
                result!.streams.outputText.replacingOccurrences(of: folder.path + "/a.vml", with: "A")
                    .replacingOccurrences(of: folder.path + "/b.vml", with: "B").utf8)
        }
        return try #require(result)
    }

    @Test func layoutQuotingOrderAndNumberSpellingAreTheSame() throws {
        let (status, streams) = try diff("<VStack a='2' b=\"1\"><Text style=\"padding(8)\">a</Text></VStack>")
        #expect(status == 0)
        #expect(streams.output.isEmpty)
        #expect(streams.error.isEmpty)
    }

    @Test func differencesComeAsLocatedLinesThenAUnifiedDiff() throws {
        let (status, streams) = try diff("<VStack a=\"2\">\n  <Image/>\n  <Text style=\"padding(12)\">a</Text>\n</VStack>\n")
        #expect(status == 1)
        #expect(
            streams.outputText == """
                B:1:1: VStack[0]: attribute b removed: "1"
                B:2:3: VStack[0] > Image[0]: inserted <Image>
                B:3:3: VStack[0] > Text[1]: modifier 0: padding(8) ≠ padding(12)
                --- A
                +++ B
                @@ -1,3 +1,4 @@
                -<VStack a="2" b="1">
                -  <Text style="padding(8)">a</Text>
                +<VStack a="2">
                +  <Image/>
                +  <Text style="padding(12)">a</Text>
                 </VStack>

                """)
    }

    @Test func aRemovedNodeIsLocatedInA() throws {
        let (status, streams) = try diff("<VStack a=\"2\" b=\"1\"/>\n")
        #expect(status == 1)
        #expect(streams.lines.first == "A:2:3: VStack[0] > Text[0]: removed <Text>")
    }

    @Test func colorOnlyWhenAsked() throws {
        let plain = try diff("<VStack a=\"2\" b=\"1\"/>\n")
        #expect(!plain.streams.outputText.contains("\u{1B}"))
        let colored = try diff("<VStack a=\"2\" b=\"1\"/>\n", color: true)
        #expect(colored.streams.outputText.contains("\u{1B}[31m-  <Text style=\"padding(8)\">a</Text>\u{1B}[0m"))
        #expect(colored.streams.outputText.contains("\u{1B}[36m@@"))
    }

    @Test func maxLinesBoundsBothParts() throws {
        let many = "<VStack a=\"2\" b=\"1\">" + String(repeating: "<Spacer/>", count: 50) + "</VStack>"
        let (status, streams) = try diff(many, arguments: ["--max-lines", "5"])
        #expect(status == 1)
        // The removed Text (in A) and four inserted Spacers (in B).
        #expect(streams.lines.filter { $0.hasPrefix("A:") || $0.hasPrefix("B:") }.count == 5)
        #expect(streams.lines.contains("… more differences (the --max-lines limit)"))
        #expect(streams.lines.count < 20)
    }

    @Test func anInputThatDoesNotParseExitsTwoWithOneLine() throws {
        let (status, streams) = try diff("<VStack>")
        #expect(status == 2)
        #expect(streams.output.isEmpty)
        #expect(
            streams.error.hasSuffix(
                ":1:9: error: expected '</VStack>' to close '<VStack>' opened at 1:1, found end of input [parse-error]\n"))
        #expect(streams.error.filter { $0 == "\n" }.count == 1)
    }

    @Test func anUnreadableFileExitsTwo() {
        let (status, streams) = runCommand(["diff", "/nonexistent/a.vml", "-"], stdin: "<A/>")
        #expect(status == 2)
        #expect(streams.error == "/nonexistent/a.vml: error: cannot read the file\n")
    }

    static let usageErrors: [ValueCase<[String]>] = [
        ValueCase(["diff"]), ValueCase(["diff", "a.vml"]), ValueCase(["diff", "-", "-"]), ValueCase(["diff", "--context", "x", "a", "b"]),
        ValueCase(["diff", "a", "b", "c"]), ValueCase(["diff", "-o", "page.html", "a", "b"]),
        ValueCase(["diff", "--device", "ipad", "a", "b"]), ValueCase(["diff", "--html", "--color-scheme", "blue", "a", "b"]),
    ]

    @Test(arguments: usageErrors)
    func usageErrorsExitTwo(_ row: ValueCase<[String]>) {
        let arguments = row.value
        let (status, streams) = runCommand(arguments)
        #expect(status == 2, sourceLocation: row.sourceLocation)
        #expect(streams.error.contains("Run 'vml diff --help' for usage."), sourceLocation: row.sourceLocation)
    }

    @Test func htmlWritesTheVisualDiffPageAndPrintsTheTextAsBefore() throws {
        let new = "<VStack a=\"2\">\n  <Image/>\n  <Text style=\"padding(12)\">a</Text>\n</VStack>\n"
        var page: String?
        var status: Int32 = -1
        var text = ""
        try withTemporaryFiles(["a.vml": Self.old, "b.vml": new]) { folder in
            let output = folder.appendingPathComponent("diff.html").path
            let paths = ["a.vml", "b.vml"].map { folder.appendingPathComponent($0).path }
            let run = runCommand(["diff", "--html", "-o", output, "--device", "iphone-se", "--color-scheme", "dark"] + paths)
            (status, text) = (run.status, run.streams.outputText)
            page = FileManager.default.contents(atPath: output).map { String(decoding: $0, as: UTF8.self) }
            #expect(run.streams.error.isEmpty)
        }
        #expect(status == 1)
        #expect(text.contains("VStack[0] > Text[1]: modifier 0: padding(8) ≠ padding(12)\n--- "))
        let html = try #require(page)
        #expect(html.hasPrefix("<!DOCTYPE html>"))
        #expect(html.components(separatedBy: "<iframe data-vml-side=").count == 3)
        // Both drawn on the device and in the scheme asked for, the Text outlined at its path in each.
        #expect(html.components(separatedBy: "data-device=&quot;iphone-se&quot;").count == 3)
        #expect(html.components(separatedBy: "&lt;body class=&quot;dark&quot;>").count == 3)
        #expect(html.contains(#"[data-vml-path=&quot;VStack[0] \3e  Text[0]&quot;].group>*{outline:3px double"#))
        #expect(html.contains(#"[data-vml-path=&quot;VStack[0] \3e  Text[1]&quot;].group>*{outline:3px double"#))
        #expect(html.contains(#"[data-vml-path=&quot;VStack[0] \3e  Image[0]&quot;].group>*{outline:2px solid #2f9e44"#))
    }

    @Test func htmlWithoutOutputWritesThePageAloneAndSameTreesStillGetOne() throws {
        try withTemporaryFiles(["a.vml": Self.old, "b.vml": "<VStack a='2' b='1'><Text style='padding(8)'>a</Text></VStack>"]) { folder in
            let paths = ["a.vml", "b.vml"].map { folder.appendingPathComponent($0).path }
            let (status, streams) = runCommand(["diff", "--html"] + paths)
            #expect(status == 0)
            #expect(streams.outputText.hasPrefix("<!DOCTYPE html>"))
            #expect(streams.outputText.contains("The trees are the same."))
            #expect(streams.outputText.components(separatedBy: "id=&quot;vml-diff-outlines&quot;>\n&lt;/style>").count == 3)
        }
    }

    @Test func anUnwritablePageExitsTwo() throws {
        try withTemporaryFiles(["a.vml": Self.old, "b.vml": "<Spacer/>"]) { folder in
            let paths = ["a.vml", "b.vml"].map { folder.appendingPathComponent($0).path }
            let (status, streams) = runCommand(["diff", "--html", "-o", "/nonexistent/diff.html"] + paths)
            #expect(status == 2)
            #expect(streams.error == "/nonexistent/diff.html: error: cannot write the file\n")
        }
    }
}
