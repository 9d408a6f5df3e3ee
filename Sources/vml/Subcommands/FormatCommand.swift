import Foundation
import VMLCore
import VMLParser

/// `vml fmt [--compact] [--check] [--in-place] [--recursive] [--from-lvn] [FILE…]`: canonical VML, like `gofmt`.
struct FormatCommand: ParsableSubcommand {
    /// The output limit without `--max-output-bytes`: far above any real screen's canonical
    /// text, and low enough that a hostile input cannot make `fmt` hold gigabytes.
    static let defaultMaximumOutputBytes = 256 << 20

    static let command = Subcommand(
        name: "fmt",
        summary: "Rewrite VML in canonical form",
        operands: "[FILE ...]",
        discussion: """
            Reads VML from each FILE (standard input when there is none, or for '-') and writes its
            canonical text to standard output.

            Each error is one line on standard error, as vml check prints it:
            FILE:LINE:COL: error: MESSAGE [parse-error] for input that does not parse, followed by an
            excerpt of the line (at most 120 characters around the error, '…' where cut) and a
            caret under the error; FILE: error: MESSAGE for a file that cannot be read or rewritten,
            or whose canonical text is too long. Control, bidirectional and invisible characters are
            shown as \\u{…}.
            """,
        options: [compact, check, inPlace, maximumOutputBytes, CommandInput.recursive, fromLVN],
        exitStatus: "0 on success, 1 on errors or when --check finds a file to change, 2 on usage errors.",
        type: FormatCommand.self
    )

    static let compact = Flag("compact", help: "Use the compact layout: no whitespace between tags, no final newline.")
    static let check = Flag(
        "check",
        help: "Print the name of each input that is not canonical (<stdin> for standard input) instead of the text; exit 1 if there is any."
    )
    static let inPlace = Flag(
        "in-place", help: "Rewrite each FILE that is not canonical, atomically. A file that fails to parse is never touched.")
    static let maximumOutputBytes: Option<Int> = .positiveInteger(
        "max-output-bytes", default: defaultMaximumOutputBytes, example: "1048576",
        help:
            "Refuse an input whose canonical text is longer than N bytes (default \(defaultMaximumOutputBytes), 256 MiB); nothing is written for it. Pretty indentation can make deeply nested input up to about 410 times larger."
    )
    static let fromLVN = Flag(
        "from-lvn",
        help:
            "First rewrite LiveView Native's style spellings into VML's: ';' between modifiers, a leading '.' before a modifier, attr(\"name\")."
    )

    /// `--compact`: the compact layout.
    var compact: Bool
    /// `--check`: list the inputs that are not canonical instead of writing them.
    var check: Bool
    /// `--in-place`: rewrite the files that are not canonical.
    var inPlace: Bool
    /// `--max-output-bytes N`.
    var maximumOutputBytes: Int
    /// The inputs, folders expanded with `--recursive`.
    var inputs: [CommandInput]
    /// `--from-lvn`: rewrite LiveView Native's style spellings first (`LiveViewNativeSyntax`).
    var fromLVN: Bool

    init(parsing arguments: CommandLineArguments) throws(CommandError) {
        compact = arguments[Self.compact]
        check = arguments[Self.check]
        inPlace = arguments[Self.inPlace]
        fromLVN = arguments[Self.fromLVN]
        if check, inPlace {
            throw .usage(.conflictingOptions(Self.check.name, Self.inPlace.name))
        }
        inputs = try CommandInput.resolve(arguments.operands, recursive: arguments[CommandInput.recursive])
        if inPlace, inputs.contains(where: { $0.path == nil }) {
            throw .usage(.inPlaceNeedsFiles)
        }
        maximumOutputBytes = try arguments[Self.maximumOutputBytes]
    }

    func run(io: CommandIO) throws(CommandError) {
        let serializer = VMLSerializer(format: compact ? .compact : .pretty, maximumOutputBytes: maximumOutputBytes)
        var failed = false
        for input in inputs {
            guard let original = input.read(io) else {
                io.writeError(CommandDiagnostics.unreadable(file: input.name))
                failed = true
                continue
            }
            var canonical: [UInt8] = []
            do {
                let source = fromLVN ? LiveViewNativeSyntax.rewritingStyles(in: original) : original
                let document = try VMLParser().parse(source)
                try serializer.serialize(document, into: &canonical)
            } catch let error as VMLParseError {
                io.writeError(CommandDiagnostics.report(error, file: input.name, excerpt: true))
                failed = true
                continue
            } catch let error as VMLSerializationError {
                // The serializer stops as soon as the output passes the limit; nothing is written.
                let message = if case .outputTooLarge(let limit) = error.reason { Self.outputTooLarge(limit) } else { error.description }
                io.writeError(CommandDiagnostics.fileError(message, file: input.name))
                failed = true
                continue
            } catch {
                io.writeError(CommandDiagnostics.fileError("\(error)", file: input.name))
                failed = true
                continue
            }
            if check {
                if canonical != original {
                    io.print(VMLDisplayText.escaped(input.name) + "\n")
                    failed = true
                }
            } else if inPlace, let path = input.path {
                guard canonical != original else { continue }
                if let problem = Self.replaceAtomically(path: path, with: canonical) {
                    io.writeError(CommandDiagnostics.fileError("cannot rewrite the file: \(problem)", file: input.name))
                    failed = true
                }
            } else {
                io.writeOutput(canonical)
            }
        }
        if failed { throw .exit(.failure) }
    }

    /// The one-line error for an input whose canonical text passes the limit.
    static func outputTooLarge(_ limit: Int) -> String {
        "the canonical text is longer than \(limit) bytes (the --max-output-bytes limit); raise the limit to format this input"
    }

    /// Writes `bytes` to a temporary file beside `path`, keeps the original's permissions, and
    /// renames it over `path`. Returns a description of the problem, or `nil`.
    private static func replaceAtomically(path: String, with bytes: [UInt8]) -> String? {
        let url = URL(fileURLWithPath: path)
        let temporary = url.deletingLastPathComponent()
            .appendingPathComponent(".\(url.lastPathComponent).vml-fmt-\(ProcessInfo.processInfo.processIdentifier)").path
        guard FileManager.default.createFile(atPath: temporary, contents: Data(bytes)) else {
            return "cannot create \(temporary)"
        }
        if let permissions = try? FileManager.default.attributesOfItem(atPath: path)[.posixPermissions] {
            try? FileManager.default.setAttributes([.posixPermissions: permissions], ofItemAtPath: temporary)
        }
        guard rename(temporary, path) == 0 else {
            let reason = String(cString: strerror(errno))
            try? FileManager.default.removeItem(atPath: temporary)
            return reason
        }
        return nil
    }
}
