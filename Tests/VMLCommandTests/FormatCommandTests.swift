import Foundation
import Testing
import VMLTestSupport

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

    static let usageErrors: [ValueCase<[String]>] = [
        ValueCase(["fmt", "--bogus"]),
        ValueCase(["fmt", "--check", "--in-place", "a.vml"]),
        ValueCase(["fmt", "--in-place"]),
        ValueCase(["nope"]),
        ValueCase([]),
    ]

    @Test(arguments: usageErrors)
    func usageErrorsExitTwo(_ row: ValueCase<[String]>) {
        let (status, streams) = run(row.value)
        #expect(status == 2, sourceLocation: row.sourceLocation)
        #expect(!streams.error.isEmpty, sourceLocation: row.sourceLocation)
        #expect(streams.output.isEmpty, sourceLocation: row.sourceLocation)
    }

    @Test func helpPrintsRealUsage() {
        let top = run(["--help"])
        #expect(top.status == 0)
        #expect(top.streams.outputText.contains("fmt       Rewrite VML in canonical form"))
        let fmt = run(["fmt", "--help"])
        #expect(fmt.status == 0)
        #expect(
            fmt.streams.outputText.hasPrefix(
                "USAGE: vml fmt [--compact] [--check] [--in-place] [--max-output-bytes N] [--recursive] [--from-lvn] [FILE ...]"))
        #expect(fmt.streams.outputText.contains("--in-place"))
    }

    // MARK: --max-output-bytes

    static func tooLarge(_ name: String, _ limit: Int) -> String {
        "\(name): error: the canonical text is longer than \(limit) bytes (the --max-output-bytes limit); raise the limit to format this input\n"
    }

    struct LimitCase: CustomTestStringConvertible, Sendable {
        var input: String
        var arguments: [String]
        /// The exact size of the canonical text: that limit passes, one byte less fails.
        var size: Int
        var sourceLocation: SourceLocation
        var testDescription: String { "\(arguments) \(input.prefix(40).debugDescription)" }

        init(_ input: String, _ arguments: [String] = [], size: Int, sourceLocation: SourceLocation = #_sourceLocation) {
            self.input = input
            self.arguments = arguments
            self.size = size
            self.sourceLocation = sourceLocation
        }
    }

    /// The amplifier: 512 nested elements, 3,584 bytes in. Depth d (from 0) costs 2d
    /// spaces on the open and on the close line: the sum of 4d + 9 for d = 0…510, plus 1,027 for
    /// the innermost <a/>, is 526,846 bytes, 147 times the input.
    static let nested = String(repeating: "<a>", count: 512) + String(repeating: "</a>", count: 512)
    /// The worst case at the default depth: under 511 wrappers (525,819 bytes of their lines), each
    /// 5 input bytes `<b/>>` give two lines of 1,022 spaces, 1,027 bytes each: 2,054 / 5 = 410.8.
    static let worst =
        String(repeating: "<a>", count: 511) + String(repeating: "<b/>>", count: 1000) + String(repeating: "</a>", count: 511)

    static let limitCases: [LimitCase] = [
        LimitCase("<A/>", size: 5),
        LimitCase("<A/>", ["--compact"], size: 4),
        LimitCase("<A><B/></A>", size: 16),
        LimitCase(messy, size: canonical.utf8.count),
        LimitCase(nested, size: 526_846),
        LimitCase(nested, ["--compact"], size: 7 * 511 + 4),
        LimitCase(worst, size: 525_819 + 1000 * 2 * 1027),
    ]

    @Test(arguments: limitCases)
    func outputPastTheLimitIsAOneLineErrorAndNothingIsWritten(_ limit: LimitCase) {
        let fits = run(["fmt", "--max-output-bytes", "\(limit.size)"] + limit.arguments, stdin: limit.input)
        #expect(fits.status == 0, sourceLocation: limit.sourceLocation)
        #expect(fits.streams.output.count == limit.size, sourceLocation: limit.sourceLocation)
        #expect(fits.streams.error.isEmpty, sourceLocation: limit.sourceLocation)

        let tooLarge = run(["fmt", "--max-output-bytes=\(limit.size - 1)"] + limit.arguments, stdin: limit.input)
        #expect(tooLarge.status == 1, sourceLocation: limit.sourceLocation)
        #expect(tooLarge.streams.output.isEmpty, sourceLocation: limit.sourceLocation)
        #expect(tooLarge.streams.error == Self.tooLarge("<stdin>", limit.size - 1), sourceLocation: limit.sourceLocation)
    }

    @Test func theWorstCaseAmplificationIsAsDocumented() {
        #expect(Self.nested.utf8.count == 3584)
        #expect((526_846.0 / 3584).rounded() == 147)
        #expect(Self.worst.utf8.count == 511 * 7 + 5000)
        // Past the wrappers, each 5 input bytes give 2,054 output bytes.
        #expect(Double(2 * (2 * 511 + 4 + 1)) / 5 == 410.8)
    }

    @Test func theLimitAppliesToCheckAndInPlaceToo() throws {
        let folder = try temporaryFolder()
        defer { try? FileManager.default.removeItem(at: folder) }
        let bad = try write(Self.messy, "bad.vml", in: folder)
        let check = run(["fmt", "--check", "--max-output-bytes", "8", bad])
        #expect(check.status == 1)
        #expect(check.streams.output.isEmpty)
        #expect(check.streams.error == Self.tooLarge(bad, 8))
        let inPlace = run(["fmt", "--in-place", "--max-output-bytes", "8", bad])
        #expect(inPlace.status == 1)
        #expect(inPlace.streams.error == Self.tooLarge(bad, 8))
        #expect(try contents(bad) == Self.messy)
        // Each input has its own budget: the small one is still written.
        let small = try write("<A/>", "small.vml", in: folder)
        let both = run(["fmt", "--max-output-bytes", "8", bad, small])
        #expect(both.status == 1)
        #expect(both.streams.outputText == "<A/>\n")
    }

    static let badOutputLimits: [ValueCase<[String]>] = [
        ValueCase(["fmt", "--max-output-bytes"]),
        ValueCase(["fmt", "--max-output-bytes", "0"]),
        ValueCase(["fmt", "--max-output-bytes", "-1"]),
        ValueCase(["fmt", "--max-output-bytes=", "-"]),
        ValueCase(["fmt", "--max-output-bytes", "1e6"]),
        ValueCase(["fmt", "--max-output-bytes", "+5"]),
        ValueCase(["fmt", "--max-output-bytes", "99999999999999999999999"]),
        ValueCase(["fmt", "--max-output-bytes", "１２"]),
    ]

    @Test(arguments: badOutputLimits)
    func badOutputLimitsAreUsageErrors(_ row: ValueCase<[String]>) {
        let (status, streams) = run(row.value, stdin: "<A/>")
        #expect(status == 2, sourceLocation: row.sourceLocation)
        #expect(streams.output.isEmpty, sourceLocation: row.sourceLocation)
        #expect(streams.error.hasPrefix("vml fmt: "), sourceLocation: row.sourceLocation)
        #expect(streams.error.contains("--max-output-bytes"), sourceLocation: row.sourceLocation)
        #expect(streams.error.split(separator: "\n").count == 2, sourceLocation: row.sourceLocation)
    }

    @Test func theDefaultLimitIs256MiB() {
        #expect(FormatCommand.defaultMaximumOutputBytes == 268_435_456)
        #expect(run(["fmt", "--help"]).streams.outputText.contains("268435456"))
    }

    @Test func unreadableFilesFail() {
        let (status, streams) = run(["fmt", "/nonexistent/file.vml"])
        #expect(status == 1)
        #expect(streams.error == "/nonexistent/file.vml: error: cannot read the file\n")
    }
}
