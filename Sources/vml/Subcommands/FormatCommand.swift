import Foundation
import VMLCore
import VMLParser

/// `vml fmt [--compact] [--check] [--in-place] [--recursive] [FILE…]`: canonical VML, like `gofmt`.
enum FormatCommand {
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
        options: [
            .flag("compact", "Use the compact layout: no whitespace between tags, no final newline."),
            .flag(
                "check",
                "Print the name of each input that is not canonical (<stdin> for standard input) instead of the text; exit 1 if there is any."
            ),
            .flag("in-place", "Rewrite each FILE that is not canonical, atomically. A file that fails to parse is never touched."),
            .option(
                "max-output-bytes", "N",
                "Refuse an input whose canonical text is longer than N bytes (default \(defaultMaximumOutputBytes), 256 MiB); nothing is written for it. Pretty indentation can make deeply nested input up to about 410 times larger."
            ),
            CommandInput.recursiveOption,
        ],
        exitStatus: "0 on success, 1 on errors or when --check finds a file to change, 2 on usage errors.",
        run: run
    )

    private static func run(_ arguments: CommandLineArguments, io: CommandIO) throws(CommandError) -> Int32 {
        let check = arguments.has("check")
        let inPlace = arguments.has("in-place")
        if check, inPlace {
            throw .usage("--check and --in-place cannot be used together")
        }
        let inputs = try CommandInput.resolve(arguments.operands, recursive: arguments.has("recursive"))
        if inPlace, inputs.contains(where: { $0.path == nil }) {
            throw .usage("--in-place needs files to rewrite, not standard input")
        }
        let maximumOutputBytes = try arguments.positiveInteger(
            "max-output-bytes", default: defaultMaximumOutputBytes, example: "1048576")
        let serializer = VMLSerializer(format: arguments.has("compact") ? .compact : .pretty, maximumOutputBytes: maximumOutputBytes)

        var status = ExitStatus.success
        for input in inputs {
            guard let original = input.read(io) else {
                io.writeError(CommandDiagnostics.unreadable(file: input.name))
                status = ExitStatus.failure
                continue
            }
            var canonical: [UInt8] = []
            do {
                let document = try VMLParser().parse(original)
                try serializer.serialize(document, into: &canonical)
            } catch let error as VMLParseError {
                io.writeError(CommandDiagnostics.report(error, file: input.name, excerpt: true))
                status = ExitStatus.failure
                continue
            } catch let error as VMLSerializationError {
                // The serializer stops as soon as the output passes the limit; nothing is written.
                let message = if case .outputTooLarge(let limit) = error.reason { outputTooLarge(limit) } else { error.description }
                io.writeError(CommandDiagnostics.fileError(message, file: input.name))
                status = ExitStatus.failure
                continue
            } catch {
                io.writeError(CommandDiagnostics.fileError("\(error)", file: input.name))
                status = ExitStatus.failure
                continue
            }
            if check {
                if canonical != original {
                    io.print(VMLDisplayText.escaped(input.name) + "\n")
                    status = ExitStatus.failure
                }
            } else if inPlace, let path = input.path {
                guard canonical != original else { continue }
                if let problem = replaceAtomically(path: path, with: canonical) {
                    io.writeError(CommandDiagnostics.fileError("cannot rewrite the file: \(problem)", file: input.name))
                    status = ExitStatus.failure
                }
            } else {
                io.writeOutput(canonical)
            }
        }
        return status
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
