import Foundation

@testable import vml

/// Standard input, output and error of one in-process run of the `vml` command.
final class CapturedStreams: @unchecked Sendable {
    var input: [UInt8] = []
    var output: [UInt8] = []
    var error = ""
    var usesColor = false

    /// The streams as the command sees them.
    var io: CommandIO {
        CommandIO(
            readStandardInput: { self.input },
            writeOutput: { self.output += $0 },
            writeError: { self.error += $0 },
            usesColor: usesColor
        )
    }

    /// Standard output as text.
    var outputText: String { String(decoding: output, as: UTF8.self) }

    /// Standard output's lines.
    var lines: [String] { outputText.split(separator: "\n").map(String.init) }
}

/// Runs `vml` with `arguments` and `stdin`, in process; returns its exit status and streams.
func runCommand(_ arguments: [String], stdin: String = "", color: Bool = false) -> (status: Int32, streams: CapturedStreams) {
    let streams = CapturedStreams()
    streams.usesColor = color
    streams.input = Array(stdin.utf8)
    let status = VMLCommand.run(arguments: arguments, io: streams.io)
    return (status, streams)
}

/// A temporary folder with `files` (relative path → text), removed after `body`.
func withTemporaryFiles(_ files: [String: String], _ body: (URL) throws -> Void) throws {
    let folder = FileManager.default.temporaryDirectory.appendingPathComponent("vml-command-\(UUID().uuidString)")
    defer { try? FileManager.default.removeItem(at: folder) }
    for (name, text) in files {
        let url = folder.appendingPathComponent(name)
        try FileManager.default.createDirectory(at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
        try text.write(to: url, atomically: true, encoding: .utf8)
    }
    try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
    try body(folder)
}
