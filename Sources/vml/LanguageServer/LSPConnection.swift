import Foundation
import Synchronization

/// Where the server reads the client's bytes and writes its messages: standard input and
/// output for `vml lsp`, closures in tests. Writes are whole framed messages, one at a time.
final class LSPConnection: Sendable {
    /// Reads some bytes; an empty array at the end of input.
    let read: @Sendable () -> [UInt8]
    private let write: Mutex<@Sendable ([UInt8]) -> Void>

    init(read: @escaping @Sendable () -> [UInt8], write: @escaping @Sendable ([UInt8]) -> Void) {
        self.read = read
        self.write = Mutex(write)
    }

    /// Standard input and output. A read returns what one read of the file gives (empty at the
    /// end of input); a failed write (the client went away) is dropped.
    static var standard: LSPConnection {
        LSPConnection(
            read: { [UInt8](FileHandle.standardInput.availableData) },
            write: { bytes in try? FileHandle.standardOutput.write(contentsOf: bytes) })
    }

    /// Sends one message (its JSON), framed.
    func send(_ body: [UInt8]) {
        let framed = LSPFrame.encode(body)
        write.withLock { $0(framed) }
    }

    /// Sends a `window/logMessage` notification.
    func log(_ message: String, type: Int = 1) {
        send(
            LSPOutgoing.notification("window/logMessage", params: LSPProtocol.LogMessageParams(type: type, message: "vml lsp: " + message)))
    }
}
