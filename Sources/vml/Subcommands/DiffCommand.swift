import Foundation
import VMLCore
import VMLParser
import VMLPreview
import VMLValidation

/// `vml diff [--context N] [--max-lines N] [--html -o PAGE] A B`: what differs between two VML files, as node
/// paths (the structural diff) and then as lines of canonical text (the text diff); with
/// `--html`, also a page that draws both side by side with the differences outlined.
struct DiffCommand: ParsableSubcommand {
    static let command = Subcommand(
        name: "diff",
        summary: "Show how two VML files differ, as a tree and as canonical text",
        operands: "A B",
        discussion: """
            Parses A and B ('-' for standard input, for one of them), canonicalizes both, and
            compares them. Markup that differs only in layout, quoting, attribute order or number
            spelling is the same.

            When they differ, prints first one line per structural difference, located in the file
            it concerns (B, or A for a removed node), then a unified diff of the canonical texts:

              B:LINE:COL: PATH: WHAT DIFFERS
              --- A
              +++ B
              @@ -1,3 +1,3 @@ …

            The text diff is colored only when standard output is a terminal and NO_COLOR is unset.
            An input that cannot be read or parsed gives one line on standard error,
            FILE:LINE:COL: error: MESSAGE [code] (FILE: error: MESSAGE when it cannot be read).

            With --html, also writes a visual diff to -o PAGE.html (standard output, instead of the
            text, without -o): one self-contained page that draws A and B side by side as vml preview
            draws them, with each difference's element outlined (removed in A red, inserted in B
            green, changed in both orange), then the differences and the text diff. It is written
            when the trees are the same too.
            """,
        options: [context, maximumLines, html, output, PreviewCommand.device, PreviewCommand.colorScheme],
        exitStatus:
            "0 when the trees are the same, 1 when they differ, 2 when an input cannot be read or parsed, the page cannot be written, or on usage errors.",
        type: DiffCommand.self
    )

    /// The default for `--max-lines`.
    static let defaultMaximumLines = 200

    static let context: Option<Int> = .nonNegativeInteger(
        "context", default: 3, example: "3", help: "Lines of context around each change in the text diff (default 3).")
    static let maximumLines: Option<Int> = .positiveInteger(
        "max-lines", default: defaultMaximumLines, example: "200",
        help: "Print at most N structural differences and N lines of text diff (default \(defaultMaximumLines)); the rest is counted.")

    static let html = Flag("html", help: "Also write a page that draws A and B side by side with the differences outlined.")
    static let output: Option<String?> = .text(
        "output", "PAGE", short: "o", help: "The page --html writes (standard output, instead of the text, without -o).")

    /// A and B.
    var inputs: [CommandInput]
    /// With `--html`: the page's path (`nil`: standard output) and how both are drawn.
    var page: (output: String?, options: VMLPreviewOptions)?
    /// `--context N`.
    var context: Int
    /// `--max-lines N`.
    var maximumLines: Int

    init(parsing arguments: CommandLineArguments) throws(CommandError) {
        guard arguments.operands.count == 2 else {
            throw .usage(.operandCount(expected: "two files, A and B", found: arguments.operands.count))
        }
        inputs = try CommandInput.resolve(arguments.operands, recursive: false)
        if inputs[0].path == nil, inputs[1].path == nil {
            throw .usage(.twoStandardInputs)
        }
        context = try arguments[Self.context]
        maximumLines = try arguments[Self.maximumLines]
        let output = try arguments[Self.output]
        var options = VMLPreviewOptions()
        if let device = try arguments[PreviewCommand.device] { options.device = device }
        if let scheme = try arguments[PreviewCommand.colorScheme] { options.colorScheme = scheme }
        if arguments[Self.html] {
            page = (output, options)
        } else {
            for option: any DeclaredOption in [Self.output, PreviewCommand.device, PreviewCommand.colorScheme]
            where arguments.contains(option) {
                throw .usage(.optionNeedsOption(option.name, needs: Self.html.name))
            }
        }
    }

    func run(io: CommandIO) throws(CommandError) {
        var parsed: [(document: VMLDocument, sourceMap: VMLSourceMap, canonical: String)] = []
        for input in inputs {
            switch Self.load(input, io: io) {
            case .success(let value): parsed.append(value)
            case .failure(let failure):
                io.writeError(failure.text)
                throw .exit(.usage)
            }
        }
        let (old, new) = (parsed[0], parsed[1])
        if let page {
            let visual = VMLPreviewDiffPage(
                old: old.document, new: new.document, oldName: inputs[0].name, newName: inputs[1].name, options: page.options,
                maximumDifferences: maximumLines)
            guard let output = page.output else {
                io.writeOutput(visual.htmlBytes)
                if old.canonical != new.canonical { throw .exit(.failure) }
                return
            }
            guard FileManager.default.createFile(atPath: output, contents: Data(visual.htmlBytes)) else {
                io.writeError(CommandDiagnostics.fileError("cannot write the file", file: output))
                throw .exit(.usage)
            }
        }
        guard old.canonical != new.canonical else { return }

        let differences = VMLTreeDiff.differences(
            from: old.document.canonicalized(), to: new.document.canonicalized(), maximumCount: maximumLines + 1)
        var report = ""
        for difference in differences.prefix(maximumLines) {
            report += Self.line(for: difference, old: (inputs[0].name, old.sourceMap), new: (inputs[1].name, new.sourceMap)) + "\n"
        }
        if differences.count > maximumLines {
            report += "… more differences (the --max-lines limit)\n"
        }
        let text = VMLLineDiff.unified(
            from: old.canonical, to: new.canonical, oldLabel: VMLDisplayText.escaped(inputs[0].name),
            newLabel: VMLDisplayText.escaped(inputs[1].name), contextLines: context, maximumLines: maximumLines)
        report += io.usesColor ? Self.colored(text) : text
        if !report.hasSuffix("\n") { report += "\n" }
        io.print(report)
        throw .exit(.failure)
    }

    /// The input's tree, source map and canonical text, or its error line.
    private static func load(
        _ input: CommandInput, io: CommandIO
    ) -> Result<(document: VMLDocument, sourceMap: VMLSourceMap, canonical: String), FailureReport> {
        guard let bytes = input.read(io) else {
            return .failure(FailureReport(text: CommandDiagnostics.unreadable(file: input.name)))
        }
        do {
            guard let text = String(validating: bytes, as: UTF8.self) else {
                _ = try VMLParser().parse(bytes)
                return .failure(FailureReport(text: CommandDiagnostics.fileError("the input is not valid UTF-8", file: input.name)))
            }
            let (document, sourceMap) = try VMLParser().parseWithSourceMap(text)
            return .success((document, sourceMap, try VMLSerializer().serialize(document)))
        } catch let error as VMLParseError {
            return .failure(FailureReport(text: CommandDiagnostics.report(error, file: input.name)))
        } catch {
            return .failure(FailureReport(text: CommandDiagnostics.fileError("\(error)", file: input.name)))
        }
    }

    /// `FILE:LINE:COL: PATH: WHAT`, located at the node or its nearest element with a location,
    /// in A for a removed node and in B otherwise.
    private static func line(
        for difference: VMLDifference, old: (name: String, map: VMLSourceMap), new: (name: String, map: VMLSourceMap)
    ) -> String {
        let (file, map) = if case .nodeRemoved = difference.kind { old } else { new }
        var steps = difference.path.steps
        var location: VMLSourceLocation?
        while location == nil, !steps.isEmpty {
            location = map.location(of: VMLNodePath(steps))
            steps.removeLast()
        }
        let place = location.map { "\(VMLDisplayText.escaped(file)):\($0.line):\($0.column)" } ?? VMLDisplayText.escaped(file)
        return "\(place): \(VMLDisplayText.message(difference.description))"
    }

    /// The unified diff with ANSI colors: removed lines red, added lines green, hunk heads cyan.
    private static func colored(_ text: String) -> String {
        var lines: [String] = []
        for line in text.split(separator: "\n", omittingEmptySubsequences: false) {
            if line.hasPrefix("---") || line.hasPrefix("+++") {
                lines.append("\u{1B}[1m\(line)\u{1B}[0m")
            } else if line.hasPrefix("@@") {
                lines.append("\u{1B}[36m\(line)\u{1B}[0m")
            } else if line.hasPrefix("-") {
                lines.append("\u{1B}[31m\(line)\u{1B}[0m")
            } else if line.hasPrefix("+") {
                lines.append("\u{1B}[32m\(line)\u{1B}[0m")
            } else {
                lines.append(String(line))
            }
        }
        return lines.joined(separator: "\n")
    }
}
