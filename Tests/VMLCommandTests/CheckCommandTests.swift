import Foundation
import Testing
import VMLTestSupport

@testable import vml

/// `vml check`, run in process with captured standard streams and real files in a temporary folder.
@Suite struct CheckCommandTests {
    static let clean = "<Label>\n  <Text template=\"title\">Downloads</Text>\n</Label>\n"
    static let warned = "<Text style=\"background(content: :bg)\">\n  Hello\n</Text>\n"
    static let invalid = "<VStack>\n  <Text title=\"attr(name)\">Hello</Text>\n</VStack>\n"
    static let broken = "<VStack>\n  <Text style=\"padding(8\">Hi</Text>\n</VStack>\n"

    func run(_ arguments: [String], stdin: String = "") -> (status: Int32, streams: CapturedStreams) {
        runCommand(arguments, stdin: stdin)
    }

    func withFiles(_ files: [String: String], _ body: (URL) throws -> Void) throws {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("vml-check-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: folder) }
        for (name, text) in files {
            try text.write(to: folder.appendingPathComponent(name), atomically: true, encoding: .utf8)
        }
        try body(folder)
    }

    @Test func cleanInputPrintsNothingAndSucceeds() {
        let (status, streams) = run(["check"], stdin: Self.clean)
        #expect(status == 0)
        #expect(streams.output.isEmpty)
        #expect(streams.error.isEmpty)
    }

    /// What the DSL writes for a three-column `NavigationSplitView` passes `--strict`: its
    /// `sidebar`, `content` and `detail` templates are slots of the element.
    @Test func navigationSplitViewColumnsAreClean() {
        let splitView = """
            <NavigationSplitView>
              <List template="sidebar">
                <Text>Inbox</Text>
              </List>
              <Text template="content">Messages</Text>
              <Text template="detail">Pick a message</Text>
            </NavigationSplitView>

            """
        let (status, streams) = run(["check", "--strict"], stdin: splitView)
        #expect(status == 0)
        #expect(streams.output.isEmpty)
        #expect(streams.error.isEmpty)
    }

    @Test func warningsArePrintedCompilerStyleAndExitZero() throws {
        let (status, streams) = run(["check"], stdin: Self.warned)
        #expect(status == 0)
        #expect(streams.lines.count == 1)
        let line = try #require(streams.lines.first)
        #expect(line.hasPrefix("<stdin>:1:7: warning: the style of Text references :bg"))
        #expect(line.hasSuffix(" [missing-slot]"))
    }

    @Test func strictTurnsWarningsIntoFailure() {
        let (status, streams) = run(["check", "--strict", "-"], stdin: Self.warned)
        #expect(status == 1)
        #expect(streams.lines.count == 1)
    }

    @Test func errorsExitOne() throws {
        let (status, streams) = run(["check"], stdin: Self.invalid)
        #expect(status == 1)
        let line = try #require(streams.lines.first)
        #expect(line.hasPrefix("<stdin>:2:9: error: title=\"attr(name)\""))
        #expect(line.hasSuffix(" [attr-outside-style]"))
    }

    @Test func parseErrorsAreReportedTheSameWay() throws {
        let (status, streams) = run(["check"], stdin: Self.broken)
        #expect(status == 1)
        #expect(streams.lines.count == 1)
        let line = try #require(streams.lines.first)
        #expect(line.hasPrefix("<stdin>:2:"))
        #expect(line.contains(": error: "))
        #expect(line.hasSuffix(" [parse-error]"))
    }

    @Test func invalidUTF8IsAParseErrorWithALocation() throws {
        let streams = CapturedStreams()
        streams.input = Array("<Text>".utf8) + [0xFF] + Array("</Text>".utf8)
        let status = VMLCommand.run(arguments: ["check"], io: streams.io)
        #expect(status == 1)
        let line = try #require(streams.lines.first)
        #expect(line.hasPrefix("<stdin>:1:7: error: "))
        #expect(line.hasSuffix(" [parse-error]"))
    }

    @Test func filesAreNamedByTheirPathAndAllChecked() throws {
        try withFiles(["a.vml": Self.warned, "b.vml": Self.clean, "c.vml": Self.invalid]) { folder in
            let paths = ["a.vml", "b.vml", "c.vml"].map { folder.appendingPathComponent($0).path }
            let (status, streams) = run(["check"] + paths)
            #expect(status == 1)
            #expect(streams.lines.count == 2)
            #expect(streams.lines.first?.hasPrefix("\(paths[0]):1:7: warning: ") == true)
            #expect(streams.lines.last?.hasPrefix("\(paths[2]):2:9: error: ") == true)
        }
    }

    @Test func anUnreadableFileFails() {
        let (status, streams) = run(["check", "/nonexistent/vml-check-missing.vml"])
        #expect(status == 1)
        #expect(streams.lines == ["/nonexistent/vml-check-missing.vml: error: cannot read the file"])
    }

    static let usageErrors: [ValueCase<[String]>] = [ValueCase(["check", "--bogus"]), ValueCase(["check", "-x"])]

    @Test(arguments: usageErrors)
    func usageErrorsExitTwo(_ row: ValueCase<[String]>) {
        let (status, streams) = run(row.value)
        #expect(status == 2, sourceLocation: row.sourceLocation)
        #expect(streams.error.contains("Run 'vml check --help' for usage."), sourceLocation: row.sourceLocation)
        #expect(streams.output.isEmpty, sourceLocation: row.sourceLocation)
    }

    @Test func helpDescribesTheCommand() {
        let (status, streams) = run(["check", "--help"])
        #expect(status == 0)
        let text = String(decoding: streams.output, as: UTF8.self)
        #expect(text.contains("USAGE: vml check [--strict] [--schema FILE] [--target IOS] [--format FORMAT] [--recursive] [FILE ...]"))
        #expect(text.contains("--strict"))
        #expect(run(["--help"]).streams.lines.contains { $0.hasPrefix("  check") })
    }
}
