@testable import vml

/// Standard input, output and error of one in-process run of the `vml` command.
final class CapturedStreams: @unchecked Sendable {
    var input: [UInt8] = []
    var output: [UInt8] = []
    var error = ""

    /// The streams as the command sees them.
    var io: CommandIO {
        CommandIO(
            readStandardInput: { self.input },
            writeOutput: { self.output += $0 },
            writeError: { self.error += $0 }
        )
    }

    /// Standard output as text.
    var outputText: String { String(decoding: output, as: UTF8.self) }

    /// Standard output's lines.
    var lines: [String] { outputText.split(separator: "\n").map(String.init) }
}

/// Runs `vml` with `arguments` and `stdin`, in process; returns its exit status and streams.
func runCommand(_ arguments: [String], stdin: String = "") -> (status: Int32, streams: CapturedStreams) {
    let streams = CapturedStreams()
    streams.input = Array(stdin.utf8)
    let status = VMLCommand.run(arguments: arguments, io: streams.io)
    return (status, streams)
}
