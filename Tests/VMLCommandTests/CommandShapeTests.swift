import Foundation
import Testing
import VMLTestSupport

@testable import vml

/// What every subcommand shares: help, usage errors, the version, the input loader and the
/// one-line diagnostics.
@Suite struct CommandShapeTests {
    @Test func versionPrintsTheVersion() {
        let (status, streams) = runCommand(["--version"])
        #expect(status == 0)
        #expect(streams.outputText == "vml \(VMLCommand.version)\n")
    }

    @Test func theOverviewListsEverySubcommandAndHelp() {
        let (status, streams) = runCommand(["help"])
        #expect(status == 0)
        for command in VMLCommand.subcommands {
            #expect(streams.lines.contains { $0.hasPrefix("  \(command.name.padded(to: 10))\(command.summary)") }, "\(command.name)")
        }
        #expect(streams.outputText.contains("--version"))
        #expect(runCommand(["--help"]).streams.outputText == streams.outputText)
        #expect(runCommand(["help", "--help"]).streams.outputText == streams.outputText)
    }

    struct HelpCase: Sendable, CustomTestStringConvertible {
        var name: String
        var usageLine: String
        var sourceLocation: SourceLocation = #_sourceLocation
        var testDescription: String { name }
    }

    static let helpCases: [HelpCase] = [
        HelpCase(
            name: "fmt",
            usageLine: "USAGE: vml fmt [--compact] [--check] [--in-place] [--max-output-bytes N] [--recursive] [--from-lvn] [FILE ...]"),
        HelpCase(
            name: "check",
            usageLine: "USAGE: vml check [--strict] [--schema FILE] [--target IOS] [--format FORMAT] [--recursive] [FILE ...]"),
        HelpCase(name: "json", usageLine: "USAGE: vml json [--pretty] [--to-vml] [--compact] [--recursive] [FILE ...]"),
        HelpCase(
            name: "diff",
            usageLine: "USAGE: vml diff [--context N] [--max-lines N] [--html] [--output PAGE] [--device NAME] [--color-scheme SCHEME] A B"),
        HelpCase(name: "swift", usageLine: "USAGE: vml swift [--name NAME] [--max-depth N] FILE"),
        HelpCase(name: "schema", usageLine: "USAGE: vml schema [PATH ...]"),
        HelpCase(
            name: "preview",
            usageLine:
                "USAGE: vml preview [--output PATH] [--device NAME] [--color-scheme SCHEME] [--os IOS] [--schema FILE] [--serve] [--port N] [--host ADDR] FILE ... (--serve: [FILE|DIR ...])"
        ),
    ]

    @Test(arguments: helpCases)
    func helpSubcommandPrintsTheSameUsageAsDashDashHelp(_ help: HelpCase) throws {
        let viaHelp = runCommand(["help", help.name])
        let viaFlag = runCommand([help.name, "--help"])
        #expect(viaHelp.status == 0, sourceLocation: help.sourceLocation)
        #expect(viaFlag.status == 0, sourceLocation: help.sourceLocation)
        #expect(viaHelp.streams.outputText == viaFlag.streams.outputText, sourceLocation: help.sourceLocation)
        #expect(viaHelp.streams.lines.first == help.usageLine, sourceLocation: help.sourceLocation)
        let command = try #require(VMLCommand.subcommands.first { $0.name == help.name })
        for option in command.options {
            let listed =
                viaHelp.streams.outputText.contains("  --\(option.name)") || viaHelp.streams.outputText.contains(", --\(option.name)")
            #expect(listed, "\(option.name)", sourceLocation: help.sourceLocation)
        }
        #expect(viaHelp.streams.outputText.contains("EXIT STATUS: "), sourceLocation: help.sourceLocation)
    }

    @Test func helpForAnUnknownCommandIsAUsageError() {
        let (status, streams) = runCommand(["help", "frobnicate"])
        #expect(status == 2)
        #expect(streams.error.hasPrefix("vml help: unknown command 'frobnicate'\n"))
        #expect(streams.output.isEmpty)
    }

    static let subcommandNames: [ValueCase<String>] = [
        ValueCase("fmt"), ValueCase("check"), ValueCase("json"), ValueCase("diff"), ValueCase("swift"), ValueCase("schema"),
        ValueCase("preview"),
    ]

    @Test(arguments: subcommandNames)
    func anUnknownOptionIsAUsageErrorSaidTheSameWay(_ row: ValueCase<String>) {
        let name = row.value
        let (status, streams) = runCommand([name, "--bogus"])
        #expect(status == 2, sourceLocation: row.sourceLocation)
        #expect(
            streams.error == "vml \(name): unknown option '--bogus'\nRun 'vml \(name) --help' for usage.\n",
            sourceLocation: row.sourceLocation)
        #expect(streams.output.isEmpty, sourceLocation: row.sourceLocation)
    }

    static let optionsWithoutValues: [ValueCase<[String]>] = [
        ValueCase(["fmt", "--max-output-bytes"]), ValueCase(["swift", "--name"]), ValueCase(["diff", "--context"]),
        ValueCase(["check", "--format"]), ValueCase(["preview", "--output"]), ValueCase(["preview", "-o"]),
    ]

    @Test(arguments: optionsWithoutValues)
    func anOptionWithoutItsValueIsAUsageError(_ row: ValueCase<[String]>) {
        let arguments = row.value
        let (status, streams) = runCommand(arguments)
        #expect(status == 2, sourceLocation: row.sourceLocation)
        #expect(
            streams.error.hasPrefix("vml \(arguments[0]): the option '\(arguments[1])' needs a value\n"), sourceLocation: row.sourceLocation
        )
    }

    @Test func optionValuesMayFollowAnEqualsSign() throws {
        let (status, streams) = runCommand(["swift", "--name=screen", "-"], stdin: "<Spacer/>")
        #expect(status == 0)
        #expect(streams.outputText.contains("func screen() -> VmlContent {"))
    }

    // MARK: The input loader

    @Test func aFolderNeedsRecursive() throws {
        try withTemporaryFiles(["a.vml": "<Text>a</Text>\n"]) { folder in
            for name in ["fmt", "check", "json"] {
                let (status, streams) = runCommand([name, folder.path])
                #expect(status == 2, "\(name)")
                #expect(streams.error.contains("is a folder; pass --recursive to read the .vml files under it"), "\(name)")
            }
        }
    }

    @Test func recursiveReadsEveryVMLFileInPathOrderSkippingHiddenOnes() throws {
        let files = [
            "b.vml": "<Text>b</Text>", "a/z.vml": "<Text>z</Text>", "a/b/c.vml": "<Text>c</Text>", "notes.txt": "<Text>x</Text>",
            ".hidden/h.vml": "<Text>h</Text>", "a/.h.vml": "<Text>h</Text>",
        ]
        try withTemporaryFiles(files) { folder in
            let (status, streams) = runCommand(["fmt", "--check", "--recursive", folder.path])
            #expect(status == 1)
            #expect(streams.lines == ["\(folder.path)/a/b/c.vml", "\(folder.path)/a/z.vml", "\(folder.path)/b.vml"])
        }
    }

    @Test func recursiveMixesFoldersFilesAndStandardInput() throws {
        try withTemporaryFiles(["in/a.vml": "<Text>a</Text>\n", "b.vml": "<Text>b</Text>\n"]) { folder in
            let (status, streams) = runCommand(
                ["fmt", "--recursive", folder.appendingPathComponent("in").path, "-", folder.appendingPathComponent("b.vml").path],
                stdin: "<Spacer/>")
            #expect(status == 0)
            #expect(streams.outputText == "<Text>a</Text>\n<Spacer/>\n<Text>b</Text>\n")
        }
    }

    // MARK: One line per error, FILE:LINE:COL

    struct BadInputCase: Sendable, CustomTestStringConvertible {
        var arguments: [String]
        var stdin: String
        var line: String
        var sourceLocation: SourceLocation = #_sourceLocation
        var testDescription: String { arguments.joined(separator: " ") }
    }

    static let badInputs: [BadInputCase] = [
        BadInputCase(
            arguments: ["check"], stdin: "<VStack>\n  <Text style=\"padding(8\">Hi</Text>\n</VStack>",
            line: "<stdin>:2:25: error: expected ')' to close 'padding(' opened at 2:16, found end of the style [parse-error]"),
        BadInputCase(
            arguments: ["fmt"], stdin: "<VStack>\n  <Text style=\"padding(8\">Hi</Text>",
            line: "<stdin>:2:25: error: expected ')' to close 'padding(' opened at 2:16, found end of the style [parse-error]"),
        BadInputCase(
            arguments: ["json"], stdin: "<VStack>\n  <Text style=\"padding(8\">Hi</Text>",
            line: "<stdin>:2:25: error: expected ')' to close 'padding(' opened at 2:16, found end of the style [parse-error]"),
        BadInputCase(
            arguments: ["swift", "-"], stdin: "<VStack>\n  <Text style=\"padding(8\">Hi</Text>",
            line: "<stdin>:2:25: error: expected ')' to close 'padding(' opened at 2:16, found end of the style [parse-error]"),
        BadInputCase(
            arguments: ["json", "--to-vml"], stdin: "{\"nodes\":\n  [x]}",
            line: "<stdin>:2:4: error: the input is not well-formed JSON: Invalid value [parse-error]"),
        BadInputCase(
            arguments: ["check"], stdin: String(repeating: "<a>", count: 600),
            line: "<stdin>:1:1537: error: elements nested more than 512 levels deep (the parser's maximumDepth option) [limit-exceeded]"),
        BadInputCase(
            arguments: ["swift", "-"],
            stdin: "<VStack>\n" + String(repeating: "<a>", count: 70) + String(repeating: "</a>", count: 70) + "</VStack>",
            line:
                "<stdin>:2:190: error: elements nest more than 64 levels deep, more than vml swift writes (the --max-depth option) [limit-exceeded]"
        ),
    ]

    @Test(arguments: badInputs)
    func everySubcommandReportsBadInputAsOneLocatedLine(_ bad: BadInputCase) throws {
        let (status, streams) = runCommand(bad.arguments, stdin: bad.stdin)
        #expect(status == 1, sourceLocation: bad.sourceLocation)
        // check prints diagnostics on standard output; the others on standard error.
        let text = bad.arguments[0] == "check" ? streams.outputText : streams.error
        let first = try #require(text.split(separator: "\n").first.map(String.init), sourceLocation: bad.sourceLocation)
        #expect(first == bad.line, sourceLocation: bad.sourceLocation)
        if bad.arguments[0] != "fmt" {
            #expect(text == bad.line + "\n", "one line only", sourceLocation: bad.sourceLocation)
        }
    }

    static let commandsReadingFiles: [ValueCase<[String]>] = [
        ValueCase(["fmt"]), ValueCase(["check"]), ValueCase(["json"]), ValueCase(["json", "--to-vml"]), ValueCase(["swift"]),
        ValueCase(["diff", "-"]),
    ]

    @Test(arguments: commandsReadingFiles)
    func fileNamesAreShownEscapedByEveryCommand(_ row: ValueCase<[String]>) {
        let arguments = row.value
        let name = "/nonexistent/a\u{1B}[2J\u{202E}b.vml"
        let (status, streams) = runCommand(arguments + [name], stdin: "<A/>")
        #expect(status != 0, sourceLocation: row.sourceLocation)
        let text = streams.outputText + streams.error
        #expect(text == "/nonexistent/a\\u{1B}[2J\\u{202E}b.vml: error: cannot read the file\n", sourceLocation: row.sourceLocation)
    }

    @Test func fmtCheckListsHostileFileNamesEscaped() throws {
        try withTemporaryFiles(["a\u{1B}[2J.vml": "<A>\n</A>"]) { folder in
            let (status, streams) = runCommand(["fmt", "--check", "--recursive", folder.path])
            #expect(status == 1)
            #expect(streams.outputText == "\(folder.path)/a\\u{1B}[2J.vml\n")
        }
    }
}
