import Foundation

/// Where a command reads standard input and writes its output, so tests can run commands in
/// process. Files named on the command line are read and written directly.
struct CommandIO {
    /// Reads all of standard input.
    var readStandardInput: () -> [UInt8]
    /// Writes bytes to standard output.
    var writeOutput: ([UInt8]) -> Void
    /// Writes text to standard error.
    var writeError: (String) -> Void
    /// Whether output may be colored: standard output is a terminal and `NO_COLOR` is unset
    /// (https://no-color.org).
    var usesColor = false

    /// The process's own standard input, output and error.
    static var standard: CommandIO {
        CommandIO(
            readStandardInput: { [UInt8](FileHandle.standardInput.readDataToEndOfFile()) },
            writeOutput: { FileHandle.standardOutput.write(Data($0)) },
            writeError: { FileHandle.standardError.write(Data($0.utf8)) },
            usesColor: isatty(STDOUT_FILENO) == 1 && ProcessInfo.processInfo.environment["NO_COLOR"] == nil
        )
    }

    /// Writes text to standard output.
    func print(_ text: String) {
        writeOutput(Array(text.utf8))
    }
}
