import Foundation
import Synchronization

@testable import vml

/// Standard input, output and error of one in-process run of the `vml` command (behind a lock, so
/// the class is `Sendable` as the command's closures need, with no `@unchecked`).
final class CapturedStreams: Sendable {
    private struct State {
        var input: [UInt8] = []
        var output: [UInt8] = []
        var error = ""
        var usesColor = false
    }

    private let state = Mutex(State())

    var input: [UInt8] {
        get { state.withLock { $0.input } }
        set { state.withLock { $0.input = newValue } }
    }
    var output: [UInt8] {
        get { state.withLock { $0.output } }
        set { state.withLock { $0.output = newValue } }
    }
    var error: String {
        get { state.withLock { $0.error } }
        set { state.withLock { $0.error = newValue } }
    }
    var usesColor: Bool {
        get { state.withLock { $0.usesColor } }
        set { state.withLock { $0.usesColor = newValue } }
    }

    /// The streams as the command sees them.
    var io: CommandIO {
        CommandIO(
            readStandardInput: { self.input },
            writeOutput: { bytes in self.state.withLock { $0.output += bytes } },
            writeError: { text in self.state.withLock { $0.error += text } },
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
