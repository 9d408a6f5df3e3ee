import Foundation
import Testing

@testable import vml

/// `vml fmt`, run in process with captured standard streams and real files in a temporary folder.
@Suite struct FormatCommandTests {
    static let messy = "<VStack>\n<Text   style='padding( 8 ,)'>Hi</Text></VStack>"
    static let canonical = "<VStack>\n  <Text style=\"padding(8)\">Hi</Text>\n</VStack>\n"
    static let broken = "<VStack>\n  <Text>Hi</Text>\n"

    func run(_ arguments: [String], stdin: String = "") -> (status: Int32, streams: CapturedStreams) {
        runCommand(arguments, stdin: stdin)
    }

    func temporaryFolder() throws -> URL {
        let url = FileManager.default.temporaryDirectory.appendingPathComponent("vml-fmt-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: url, withIntermediateDirectories: true)
        return url
    }

    func write(_ text: String, _ name: String, in folder: URL) throws -> String {
        let path = folder.appendingPathComponent(name).path
        try text.write(toFile: path, atomically: true, encoding: .utf8)
        return path
    }

    func contents(_ path: String) throws -> String {
        try String(contentsOfFile: path, encoding: .utf8)
    }

    @Test func formatsStandardInput() {
        let (status, streams) = run(["fmt"], stdin: Self.messy)
        #expect(status == 0)
        #expect(streams.outputText == Self.canonical)
        #expect(streams.error.isEmpty)
    }

    @Test func formatsCompact() {
        let (status, streams) = run(["fmt", "--compact", "-"], stdin: Self.messy)
        #expect(status == 0)
        #expect(streams.outputText == "<VStack><Text style=\"padding(8)\">Hi</Text></VStack>")
    }

    @Test func reportsParseErrorsWithFileLineAndColumn() throws {
        let (status, streams) = run(["fmt"], stdin: Self.broken)
        #expect(status == 1)
        #expect(streams.output.isEmpty)
        #expect(
            streams.error
                == "<stdin>:3:1: error: expected '</VStack>' to close '<VStack>' opened at 1:1, found end of input [parse-error]\n\n^\n")

        let folder = try temporaryFolder()
        defer { try? FileManager.default.removeItem(at: folder) }
        let path = try write(Self.broken, "bad.vml", in: folder)
        let fileRun = run(["fmt", path])
        #expect(fileRun.status == 1)
        #expect(fileRun.streams.error.hasPrefix("\(path):3:1: error: "))
    }

    @Test func checkListsFilesThatAreNotCanonical() throws {
        let folder = try temporaryFolder()
        defer { try? FileManager.default.removeItem(at: folder) }
        let good = try write(Self.canonical, "good.vml", in: folder)
        let bad = try write(Self.messy, "bad.vml", in: folder)
        let clean = run(["fmt", "--check", good])
        #expect(clean.status == 0)
        #expect(clean.streams.output.isEmpty)
        let dirty = run(["fmt", "--check", good, bad])
        #expect(dirty.status == 1)
        #expect(dirty.streams.outputText == bad + "\n")
        #expect(try contents(bad) == Self.messy)
        let stdin = run(["fmt", "--check"], stdin: Self.messy)
        #expect(stdin.status == 1)
        #expect(stdin.streams.outputText == "<stdin>\n")
    }

    @Test func inPlaceRewritesOnlyChangedFilesAndNeverBrokenOnes() throws {
        let folder = try temporaryFolder()
        defer { try? FileManager.default.removeItem(at: folder) }
        let good = try write(Self.canonical, "good.vml", in: folder)
        let bad = try write(Self.messy, "bad.vml", in: folder)
        let broken = try write(Self.broken, "broken.vml", in: folder)
        try FileManager.default.setAttributes([.posixPermissions: 0o640], ofItemAtPath: bad)
        let goodDate = try FileManager.default.attributesOfItem(atPath: good)[.modificationDate] as? Date
        let (status, streams) = run(["fmt", "--in-place", good, bad, broken])
        #expect(status == 1)
        #expect(streams.output.isEmpty)
        #expect(streams.error.hasPrefix("\(broken):3:1: error: "))
        #expect(try contents(bad) == Self.canonical)
        #expect(try contents(broken) == Self.broken)
        #expect(try contents(good) == Self.canonical)
        #expect(try FileManager.default.attributesOfItem(atPath: good)[.modificationDate] as? Date == goodDate)
        #expect(try FileManager.default.attributesOfItem(atPath: bad)[.posixPermissions] as? Int == 0o640)
        // No temporary file is left behind.
        #expect(try FileManager.default.contentsOfDirectory(atPath: folder.path).sorted() == ["bad.vml", "broken.vml", "good.vml"])
        let again = run(["fmt", "--in-place", good, bad])
        #expect(again.status == 0)
    }

    @Test(arguments: [
        ["fmt", "--bogus"],
        ["fmt", "--check", "--in-place", "a.vml"],
        ["fmt", "--in-place"],
        ["nope"],
        [],
    ])
    func usageErrorsExitTwo(_ arguments: [String]) {
        let (status, streams) = run(arguments)
        #expect(status == 2)
        #expect(!streams.error.isEmpty)
        #expect(streams.output.isEmpty)
    }

    @Test func helpPrintsRealUsage() {
        let top = run(["--help"])
        #expect(top.status == 0)
        #expect(top.streams.outputText.contains("fmt       Rewrite VML in canonical form"))
        let fmt = run(["fmt", "--help"])
        #expect(fmt.status == 0)
        #expect(fmt.streams.outputText.hasPrefix("USAGE: vml fmt [--compact] [--check] [--in-place] [FILE ...]"))
        #expect(fmt.streams.outputText.contains("--in-place"))
    }

    @Test func unreadableFilesFail() {
        let (status, streams) = run(["fmt", "/nonexistent/file.vml"])
        #expect(status == 1)
        #expect(streams.error == "/nonexistent/file.vml: error: cannot read the file\n")
    }
}
