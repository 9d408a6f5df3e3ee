import Testing
import VMLTestSupport

@testable import vml

/// Each subcommand's command line parsed into its typed value, before anything runs: the values
/// read, the usage errors as values, and the exit statuses.
@Suite struct CommandParsingTests {
    @Test func fmtReadsEveryOptionIntoItsProperty() throws {
        let command = try FormatCommand(arguments: ["--compact", "--check", "--max-output-bytes=10", "-", "a.vml"])
        #expect(command.compact)
        #expect(command.check)
        #expect(!command.inPlace)
        #expect(command.maximumOutputBytes == 10)
        #expect(command.inputs == [.standardInput, CommandInput(name: "a.vml", path: "a.vml")])
        let defaults = try FormatCommand(arguments: [])
        #expect(!defaults.compact && !defaults.check && !defaults.inPlace)
        #expect(defaults.maximumOutputBytes == FormatCommand.defaultMaximumOutputBytes)
        #expect(defaults.inputs == [.standardInput])
    }

    @Test func checkJSONDiffAndSwiftReadTheirOptions() throws {
        #expect(try CheckCommand(arguments: ["--strict", "a.vml"]).strict)
        #expect(try !CheckCommand(arguments: ["a.vml"]).strict)
        let json = try JSONCommand(arguments: ["--to-vml", "--compact"])
        #expect(json.toVML && json.compact && !json.pretty)
        let diff = try DiffCommand(arguments: ["--context", "0", "--max-lines=5", "a.vml", "b.vml"])
        #expect(diff.context == 0)
        #expect(diff.maximumLines == 5)
        #expect(diff.inputs.map(\.name) == ["a.vml", "b.vml"])
        let swift = try SwiftCommand(arguments: ["--max-depth", "9", "Screens/log-in.vml"])
        #expect(swift.maximumDepth == 9)
        #expect(swift.functionName == "log_in")
        #expect(try SwiftCommand(arguments: ["--name", "screen", "-"]).functionName == "screen")
    }

    struct UsageCase: Sendable, CustomTestStringConvertible {
        var arguments: [String]
        var error: UsageError
        var message: String
        var sourceLocation: SourceLocation = #_sourceLocation
        var testDescription: String { arguments.joined(separator: " ") }
    }

    static let usageCases: [UsageCase] = [
        UsageCase(arguments: ["fmt", "-x"], error: .unknownOption("-x"), message: "unknown option '-x'"),
        UsageCase(
            arguments: ["fmt", "--max-output-bytes"], error: .missingValue(option: "--max-output-bytes"),
            message: "the option '--max-output-bytes' needs a value"),
        UsageCase(
            arguments: ["fmt", "--check", "--in-place", "a.vml"], error: .conflictingOptions("check", "in-place"),
            message: "--check and --in-place cannot be used together"),
        UsageCase(
            arguments: ["fmt", "--in-place", "-"], error: .inPlaceNeedsFiles,
            message: "--in-place needs files to rewrite, not standard input"),
        UsageCase(
            arguments: ["fmt", "--max-output-bytes", "0"],
            error: .invalidValue(option: "max-output-bytes", expected: "a number greater than 0, such as 1048576", found: "0"),
            message: "--max-output-bytes takes a number greater than 0, such as 1048576; found '0'"),
        UsageCase(
            arguments: ["json", "--compact"], error: .optionNeedsOption("compact", needs: "to-vml"),
            message: "--compact applies to --to-vml only"),
        UsageCase(
            arguments: ["json", "--pretty", "--to-vml"], error: .optionDoesNotApply("pretty", appliesTo: "JSON output", notTo: "to-vml"),
            message: "--pretty applies to JSON output, not to --to-vml"),
        UsageCase(
            arguments: ["diff", "a.vml"], error: .operandCount(expected: "two files, A and B", found: 1),
            message: "expected two files, A and B, found 1"),
        UsageCase(arguments: ["diff", "-", "-"], error: .twoStandardInputs, message: "only one of A and B can be standard input"),
        UsageCase(
            arguments: ["diff", "--context", "x", "a.vml", "b.vml"],
            error: .invalidValue(option: "context", expected: "a whole number, such as 3", found: "x"),
            message: "--context takes a whole number, such as 3; found 'x'"),
        UsageCase(
            arguments: ["check", "--format", "xml"], error: .invalidValue(option: "format", expected: "text, json or sarif", found: "xml"),
            message: "--format takes text, json or sarif; found 'xml'"),
        UsageCase(
            arguments: ["check", "--target", "android14"],
            error: .invalidValue(
                option: "target", expected: "an iOS version of 13 or later, such as ios17, 17.4 or 'iOS 18.0'", found: "android14"),
            message: "--target takes an iOS version of 13 or later, such as ios17, 17.4 or 'iOS 18.0'; found 'android14'"),
        UsageCase(
            arguments: ["check", "--target", "iOS 12.4"],
            error: .invalidValue(
                option: "target", expected: "an iOS version of 13 or later, such as ios17, 17.4 or 'iOS 18.0'", found: "iOS 12.4"),
            message: "--target takes an iOS version of 13 or later, such as ios17, 17.4 or 'iOS 18.0'; found 'iOS 12.4'"),
        UsageCase(arguments: ["check", "--strict=1"], error: .unknownOption("--strict=1"), message: "unknown option '--strict=1'"),
        UsageCase(arguments: ["swift"], error: .operandCount(expected: "one FILE", found: 0), message: "expected one FILE, found 0"),
        UsageCase(
            arguments: ["swift", "--name", "1a", "-"],
            error: .invalidValue(
                option: "name", expected: "a Swift identifier (ASCII letters, digits and '_', not starting with a digit)", found: "1a"),
            message: "--name takes a Swift identifier (ASCII letters, digits and '_', not starting with a digit); found '1a'"),
    ]

    @Test(arguments: usageCases)
    func aWrongCommandLineIsAUsageErrorBeforeAnythingRuns(_ usage: UsageCase) throws {
        let command = try #require(VMLCommand.subcommands.first { $0.name == usage.arguments[0] }, sourceLocation: usage.sourceLocation)
        #expect(throws: CommandError.usage(usage.error), sourceLocation: usage.sourceLocation) {
            _ = try command.type.init(parsing: CommandLineArguments(Array(usage.arguments.dropFirst()), declared: command.options))
        }
        #expect(usage.error.message == usage.message, sourceLocation: usage.sourceLocation)
        // The command prints it as `vml NAME: MESSAGE` and exits 2.
        let (status, streams) = runCommand(usage.arguments)
        #expect(status == 2, sourceLocation: usage.sourceLocation)
        #expect(
            streams.error == "vml \(usage.arguments[0]): \(usage.message)\nRun 'vml \(usage.arguments[0]) --help' for usage.\n",
            sourceLocation: usage.sourceLocation)
        #expect(streams.output.isEmpty, sourceLocation: usage.sourceLocation)
    }

    @Test func theExitStatusesAreTheDocumentedCodes() {
        #expect(ExitStatus.success.rawValue == 0)
        #expect(ExitStatus.failure.rawValue == 1)
        #expect(ExitStatus.usage.rawValue == 2)
        #expect(CommandError.usage(.twoStandardInputs).status == .usage)
        #expect(CommandError.exit(.failure).status == .failure)
    }
}
