import Foundation
import Testing

@testable import vml

/// Docs/Diagnostics.md and Docs/Command.md: each `console` example, `$ printf '…' | vml ARGUMENTS`
/// and the lines it prints, is run in process and must print exactly those lines.
struct ConsoleExample: CustomTestStringConvertible, Sendable {
    var command: String
    var expected: String
    /// The line of the command in its document: a failure points at the document.
    var sourceLocation: SourceLocation

    var testDescription: String { String(command.prefix(60)) }

    /// The bytes `printf` makes of its format: `\n`, `\t`, `\r`, `\\` and octal `\NNN`.
    var input: [UInt8]? {
        guard command.hasPrefix("printf '"), let end = command.range(of: "' | vml ", options: .backwards) else { return nil }
        let format = Array(command[command.index(command.startIndex, offsetBy: 8)..<end.lowerBound].utf8)
        var bytes: [UInt8] = []
        var index = 0
        while index < format.count {
            let byte = format[index]
            index += 1
            guard byte == UInt8(ascii: "\\"), index < format.count else {
                bytes.append(byte)
                continue
            }
            let escape = format[index]
            index += 1
            switch escape {
            case UInt8(ascii: "n"): bytes.append(0x0A)
            case UInt8(ascii: "t"): bytes.append(0x09)
            case UInt8(ascii: "r"): bytes.append(0x0D)
            case UInt8(ascii: "0")...UInt8(ascii: "7"):
                var value = Int(escape - UInt8(ascii: "0"))
                var digits = 1
                while digits < 3, index < format.count, (UInt8(ascii: "0")...UInt8(ascii: "7")).contains(format[index]) {
                    value = value * 8 + Int(format[index] - UInt8(ascii: "0"))
                    index += 1
                    digits += 1
                }
                bytes.append(UInt8(truncatingIfNeeded: value))
            default: bytes.append(escape)
            }
        }
        return bytes
    }

    /// The words after `vml`.
    var arguments: [String] {
        guard let end = command.range(of: "' | vml ", options: .backwards) else { return [] }
        return command[end.upperBound...].split(separator: " ").map(String.init)
    }
}

private let diagnosticsConsoleExamples: [ConsoleExample] = examples(in: "Docs/Diagnostics.md")
private let commandConsoleExamples: [ConsoleExample] = examples(in: "Docs/Command.md")

/// The console examples of one document.
private func examples(in document: String) -> [ConsoleExample] {
    let url = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
        .appendingPathComponent(document)
    guard let text = try? String(contentsOf: url, encoding: .utf8) else { return [] }
    var examples: [ConsoleExample] = []
    var inConsole = false
    for (index, line) in text.split(separator: "\n", omittingEmptySubsequences: false).enumerated() {
        if line == "```console" {
            inConsole = true
        } else if inConsole, line == "```" {
            inConsole = false
        } else if inConsole, line.hasPrefix("$ ") {
            let location = SourceLocation(fileID: document, filePath: url.path, line: index + 1, column: 1)
            examples.append(ConsoleExample(command: String(line.dropFirst(2)), expected: "", sourceLocation: location))
        } else if inConsole, !examples.isEmpty {
            examples[examples.count - 1].expected += line + "\n"
        }
    }
    return examples
}

@Test func theDiagnosticsDocumentHasConsoleExamples() {
    #expect(diagnosticsConsoleExamples.count >= 4)
}

@Test func theCommandDocumentHasConsoleExamples() {
    // Eight: `vml fmt`'s output limit lives here, with the command.
    #expect(commandConsoleExamples.count >= 8)
}

@Test(arguments: diagnosticsConsoleExamples + commandConsoleExamples)
func consoleExamplePrintsWhatTheDocumentShows(_ example: ConsoleExample) throws {
    let input = try #require(example.input, "not of the form printf '…' | vml …", sourceLocation: example.sourceLocation)
    let streams = CapturedStreams()
    streams.input = input
    _ = VMLCommand.run(arguments: example.arguments, io: streams.io)
    #expect(streams.outputText + streams.error == example.expected, sourceLocation: example.sourceLocation)
}
