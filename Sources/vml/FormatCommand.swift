import Foundation
@_spi(VMLInternals) import VMLCore
import VMLParser

/// `vml fmt [--compact] [--check] [--in-place] [FILE…]`: canonical VML, like `gofmt`.
enum FormatCommand: Subcommand {
    static let name = "fmt"
    static let summary = "Rewrite VML in canonical form"
    static let usage = """
        USAGE: vml fmt [--compact] [--check] [--in-place] [--max-output-bytes N] [FILE ...]

        Reads VML from each FILE (standard input when there is none, or for '-') and writes its
        canonical text to standard output.

        OPTIONS:
          --compact    Use the compact layout: no whitespace between tags, no final newline.
          --check      Print the name of each input that is not canonical (<stdin> for standard
                       input) instead of the text; exit 1 if there is any.
          --in-place   Rewrite each FILE that is not canonical, atomically. A file that fails to
                       parse is never touched.
          --max-output-bytes N
                       Refuse an input whose canonical text is longer than N bytes
                       (default \(defaultMaximumOutputBytes), 256 MiB); nothing is written
                       for it. Pretty indentation can make deeply nested input up to
                       about 410 times larger.
          -h, --help   Show this help.

        Each error is one line on standard error, as vml check prints it:
        FILE:LINE:COL: error: MESSAGE [parse-error] for input that does not parse, followed by an
        excerpt of the line (at most 120 characters around the error, '…' where cut) and a
        caret under the error; FILE: error: MESSAGE for a file that cannot be read or rewritten,
        or whose canonical text is too long. Control, bidirectional and invisible characters are
        shown as \\u{…}.

        EXIT STATUS: 0 on success, 1 on errors or when --check finds a file to change,
        2 on usage errors.

        """

    /// The output limit without `--max-output-bytes`: far above any real screen's canonical
    /// text, and low enough that a hostile input cannot make `fmt` hold gigabytes.
    static let defaultMaximumOutputBytes = 256 << 20

    private struct Input {
        var name: String
        var path: String?
    }

    static func run(arguments: [String], io: CommandIO) -> Int32 {
        let parsed: CommandLineArguments
        do {
            parsed = try CommandLineArguments(
                arguments, knownFlags: ["compact", "check", "in-place"], knownOptions: ["max-output-bytes"])
        } catch {
            return usageError(error.message, io: io)
        }
        if parsed.wantsHelp {
            io.print(usage)
            return ExitStatus.success
        }
        let check = parsed.flags.contains("check")
        let inPlace = parsed.flags.contains("in-place")
        if check, inPlace {
            return usageError("--check and --in-place cannot be used together", io: io)
        }
        let inputs =
            parsed.operands.isEmpty
            ? [Input(name: "<stdin>", path: nil)]
            : parsed.operands.map { operand in
                operand == "-" ? Input(name: "<stdin>", path: nil) : Input(name: operand, path: operand)
            }
        if inPlace, inputs.contains(where: { $0.path == nil }) {
            return usageError("--in-place needs files to rewrite, not standard input", io: io)
        }
        var maximumOutputBytes = defaultMaximumOutputBytes
        if let value = parsed.options["max-output-bytes"] {
            guard value.utf8.allSatisfy(VMLASCII.isDigit), let limit = Int(value), limit > 0 else {
                return usageError("--max-output-bytes takes a number of bytes greater than 0, such as 1048576; found '\(value)'", io: io)
            }
            maximumOutputBytes = limit
        }
        let serializer = VMLSerializer(
            format: parsed.flags.contains("compact") ? .compact : .pretty, maximumOutputBytes: maximumOutputBytes)

        var status = ExitStatus.success
        for input in inputs {
            let original: [UInt8]
            if let path = input.path {
                guard let data = FileManager.default.contents(atPath: path) else {
                    io.writeError(CommandDiagnostics.fileError("cannot read the file", file: input.name))
                    status = ExitStatus.failure
                    continue
                }
                original = [UInt8](data)
            } else {
                original = io.readStandardInput()
            }
            var canonical: [UInt8] = []
            do {
                let document = try VMLParser().parse(original)
                try serializer.serialize(document, into: &canonical)
            } catch let error as VMLParseError {
                io.writeError(CommandDiagnostics.report(CommandDiagnostics.diagnostic(for: error), file: input.name, excerpt: error))
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
                    io.print(input.name + "\n")
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
