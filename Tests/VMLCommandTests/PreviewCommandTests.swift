import Foundation
import Synchronization
import Testing
import VMLTestSupport

@testable import vml

/// `vml preview`: pages written with `-o`, usage errors, the Red Box's exit status, and the live
/// gallery of `--serve` asked over loopback.
@Suite struct PreviewCommandTests {
    static let screen = "<VStack>\n  <Text>Hello</Text>\n</VStack>\n"
    static let broken = "<VStack>\n  <Text>Hello</VStack>\n"

    @Test func writesOnePageToOutputOrStandardOutput() throws {
        try withTemporaryFiles(["Home.vml": Self.screen]) { folder in
            let input = folder.appendingPathComponent("Home.vml").path
            let page = folder.appendingPathComponent("Home.html").path
            let (status, streams) = runCommand(["preview", input, "-o", page])
            #expect(status == 0)
            #expect(streams.error.isEmpty)
            let html = try String(contentsOfFile: page, encoding: .utf8)
            #expect(html.hasPrefix("<!DOCTYPE html>"))
            #expect(html.contains(#"data-vml-path="VStack[0] > Text[0]""#))
            // A written page polls nothing.
            #expect(!html.contains("data-reload"))
            let piped = runCommand(["preview", input])
            #expect(piped.status == 0)
            #expect(piped.streams.outputText == html)
        }
    }

    @Test func writesAPageEachAndAnIndexIntoAFolder() throws {
        try withTemporaryFiles(["a/Home.vml": Self.screen, "b/Home.vml": Self.screen, "Settings.vml": Self.screen]) { folder in
            let inputs = ["a/Home.vml", "b/Home.vml", "Settings.vml"].map { folder.appendingPathComponent($0).path }
            let output = folder.appendingPathComponent("out").path
            let (status, streams) = runCommand(["preview", "-o", output] + inputs)
            #expect(status == 0)
            #expect(streams.output.isEmpty)
            let written = try FileManager.default.contentsOfDirectory(atPath: output).sorted()
            #expect(written == ["Home-2.html", "Home.html", "Settings.html", "index.html"])
            let index = try String(contentsOfFile: output + "/index.html", encoding: .utf8)
            for link in ["Home.html", "Home-2.html", "Settings.html"] { #expect(index.contains("href=\"\(link)\"")) }
        }
    }

    @Test func drawsWithTheDeviceAndColorSchemeAsked() throws {
        let (status, streams) = runCommand(["preview", "--device", "iPad", "--color-scheme", "dark", "-"], stdin: Self.screen)
        #expect(status == 0)
        #expect(streams.outputText.contains(#"data-device="ipad""#))
        #expect(streams.outputText.contains("<body class=\"dark\">"))
        #expect(streams.outputText.contains("width:834px;height:1194px"))
    }

    @Test func aFileWithErrorsGetsItsRedBoxAndExitsOne() throws {
        try withTemporaryFiles(["Bad.vml": Self.broken]) { folder in
            let input = folder.appendingPathComponent("Bad.vml").path
            let page = folder.appendingPathComponent("Bad.html").path
            let (status, streams) = runCommand(["preview", input, "-o", page])
            #expect(status == 1)
            #expect(streams.error.hasPrefix("\(input):2:14: error: "))
            let html = try String(contentsOfFile: page, encoding: .utf8)
            #expect(html.contains(#"id="vml-redbox""#))
            #expect(html.contains("\(input):2:14: error: "))
        }
    }

    struct UsageCase: Sendable, CustomTestStringConvertible {
        var arguments: [String]
        var message: String
        var sourceLocation: SourceLocation = #_sourceLocation
        var testDescription: String { arguments.joined(separator: " ") }
    }

    static let usageCases: [UsageCase] = [
        UsageCase(arguments: ["--device", "watch", "-"], message: "--device takes iphone, iphone-se, ipad; found 'watch'"),
        UsageCase(arguments: ["--color-scheme", "blue", "-"], message: "--color-scheme takes light or dark; found 'blue'"),
        UsageCase(arguments: [], message: "expected at least one FILE, found 0"),
        UsageCase(arguments: ["a.vml", "b.vml"], message: "expected one FILE without -o (several need -o DIR), found 2"),
        UsageCase(arguments: ["--serve", "-o", "out", "a.vml"], message: "--serve and --output cannot be used together"),
        UsageCase(arguments: ["--serve", "-"], message: "--serve watches files and folders, not standard input"),
        UsageCase(arguments: ["--port", "9000", "a.vml"], message: "--port applies to --serve only"),
        UsageCase(arguments: ["--host", "::1", "a.vml"], message: "--host applies to --serve only"),
        UsageCase(arguments: ["--serve", "--port", "http"], message: "--port takes a whole number, such as 8765; found 'http'"),
        UsageCase(arguments: ["--serve", "--port", "70000"], message: "--port takes a port from 0 to 65535; found '70000'"),
        // The text as given, not the number read from it.
        UsageCase(arguments: ["--serve", "--port", "070000"], message: "--port takes a port from 0 to 65535; found '070000'"),
        UsageCase(arguments: ["-o"], message: "the option '-o' needs a value"),
        UsageCase(arguments: ["--serve=1"], message: "unknown option '--serve=1'"),
        UsageCase(
            arguments: ["--serve", "--port", "0", "--host", "example.com"],
            message: "--host takes a numeric address such as 127.0.0.1 or ::1; found 'example.com'"),
    ]

    @Test(arguments: usageCases)
    func usageErrorsExitTwo(_ row: UsageCase) {
        let (status, streams) = runCommand(["preview"] + row.arguments)
        #expect(status == 2, sourceLocation: row.sourceLocation)
        #expect(streams.error == "vml preview: \(row.message)\nRun 'vml preview --help' for usage.\n", sourceLocation: row.sourceLocation)
        #expect(streams.output.isEmpty, sourceLocation: row.sourceLocation)
    }

    /// Starts `vml preview --serve --port 0 ARGUMENTS` in process; returns the server and a
    /// client of the address it printed.
    func serve(_ arguments: [String]) throws -> (stop: @Sendable () -> Void, client: LoopbackHTTPClient) {
        let streams = CapturedStreams()
        let command = try PreviewCommand(arguments: ["--serve", "--port", "0"] + arguments)
        let server = try command.startServer(io: streams.io)
        let printed = streams.outputText
        let port = try #require(server.port)
        #expect(printed == "Serving previews at http://127.0.0.1:\(port)/ (Ctrl-C to stop)\n")
        return (server.stop, LoopbackHTTPClient(port: port))
    }

    @Test func servesAGalleryOfAFolderListedOnEachRequest() throws {
        try withTemporaryFiles(["Home.vml": Self.screen, "Settings/Account.vml": Self.broken, ".hidden/Skip.vml": Self.screen]) {
            folder in
            let (stop, client) = try serve([folder.path])
            defer { stop() }
            let gallery = try client.request("/")
            #expect(gallery.status == 200)
            #expect(gallery.text.contains(#"<a href="/page/Home.vml">Home.vml</a>"#))
            #expect(
                gallery.text.contains(
                    #"<a href="/page/Settings/Account.vml">Settings/Account.vml</a> <span class="error-count">1 error</span>"#))
            #expect(!gallery.text.contains("Skip.vml"))
            // The gallery carries the version it was drawn from: a change before its first poll reloads it.
            let before = try client.request("/_version").text
            #expect(gallery.text.contains(#"<script data-reload="/_version" data-version="\#(before)">"#))
            try Self.screen.write(to: folder.appendingPathComponent("New.vml"), atomically: true, encoding: .utf8)
            #expect(try client.request("/_version").text != before)
            #expect(try client.request("/").text.contains(#"<a href="/page/New.vml">New.vml</a>"#))
        }
    }

    @Test func aPageReloadsThroughItsVersionWhichChangesWithTheFile() throws {
        try withTemporaryFiles(["Home.vml": Self.screen]) { folder in
            let file = folder.appendingPathComponent("Home.vml")
            let (stop, client) = try serve([file.path])
            defer { stop() }
            let page = try client.request("/page/Home.vml")
            #expect(page.status == 200)
            #expect(page.headers["content-type"] == "text/html; charset=utf-8")
            #expect(page.text.contains(">Hello<"))
            // The page carries the version it was drawn from: a save before its first poll reloads it.
            let first = try client.request("/version/Home.vml").text
            #expect(page.text.contains(#"<script data-reload="/version/Home.vml" data-version="\#(first)">"#))
            #expect(try client.request("/version/Home.vml").text == first)
            // The same size, written at once: the hash tells the versions apart.
            try Self.screen.replacingOccurrences(of: "Hello", with: "Howdy").write(to: file, atomically: false, encoding: .utf8)
            let second = try client.request("/version/Home.vml").text
            #expect(second != first)
            #expect(try client.request("/page/Home.vml").text.contains(">Howdy<"))
            // An error shows the Red Box; the next good save brings the screen back.
            try Self.broken.write(to: file, atomically: true, encoding: .utf8)
            #expect(try client.request("/page/Home.vml").text.contains(#"id="vml-redbox""#))
            try Self.screen.write(to: file, atomically: true, encoding: .utf8)
            let fixed = try client.request("/page/Home.vml").text
            #expect(!fixed.contains(#"id="vml-redbox""#))
            #expect(fixed.contains(">Hello<"))
        }
    }

    @Test func aDeletedFileIsAnsweredWithANoticeUntilItIsBack() throws {
        try withTemporaryFiles(["Home.vml": Self.screen, "Screens/Detail.vml": Self.screen]) { folder in
            let file = folder.appendingPathComponent("Home.vml")
            let detail = folder.appendingPathComponent("Screens/Detail.vml")
            let (stop, client) = try serve([file.path, folder.appendingPathComponent("Screens").path])
            defer { stop() }
            try FileManager.default.removeItem(at: file)
            try FileManager.default.removeItem(at: detail)
            for key in ["Home.vml", "Detail.vml"] {
                let notice = try client.request("/page/" + key)
                #expect(notice.status == 404)
                #expect(notice.text.contains(#"<p id="vml-notice">\#(key) was deleted or cannot be read."#))
                #expect(notice.text.contains(#"<script data-reload="/version/\#(key)" data-version="missing">"#))
                #expect(try client.request("/version/" + key).text == "missing")
            }
            try Self.screen.write(to: detail, atomically: true, encoding: .utf8)
            #expect(try client.request("/version/Detail.vml").text != "missing")
            #expect(try client.request("/page/Detail.vml").status == 200)
            #expect(try client.request("/page/Other.txt").status == 404)
            #expect(try client.request("/page/../Home.vml").status == 404)
        }
    }

    @Test func servesSeveralClientsAtOnceAndATenMegabyteFile() throws {
        let text = String(repeating: "word ", count: 2_100_000)
        try withTemporaryFiles(["Big.vml": "<Text>" + text + "</Text>\n", "Home.vml": Self.screen]) { folder in
            let (stop, client) = try serve([folder.path])
            defer { stop() }
            let silent = try client.connect()
            defer { silent.close() }
            let big = try client.request("/page/Big.vml")
            #expect(big.status == 200)
            #expect(big.body.count > 10_000_000)
            let statuses = Mutex<[Int]>([])
            DispatchQueue.concurrentPerform(iterations: 8) { index in
                let status = (try? client.request(index.isMultiple(of: 2) ? "/" : "/page/Home.vml").status) ?? 0
                statuses.withLock { $0.append(status) }
            }
            #expect(statuses.withLock { $0 } == Array(repeating: 200, count: 8))
        }
    }

    @Test func servingAPathThatDoesNotExistIsAnError() throws {
        let missing = FileManager.default.temporaryDirectory.appendingPathComponent("vml-no-such-\(UUID().uuidString)").path
        let (status, streams) = runCommand(["preview", "--serve", "--port", "0", missing])
        #expect(status == 1)
        #expect(streams.error == "\(missing): error: no such file or folder\n")
        #expect(streams.output.isEmpty)
    }

    @Test func aTakenPortIsReportedAndExitsOne() throws {
        let (stop, client) = try serve([FileManager.default.temporaryDirectory.path])
        defer { stop() }
        let (status, streams) = runCommand(["preview", "--serve", "--port", String(client.port)])
        #expect(status == 1)
        #expect(streams.error.hasPrefix("vml preview: error: cannot listen on 127.0.0.1:\(client.port) (bind: "))
    }
}
