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

    /// Standard input and output.
    static var standard: LSPConnection {
        LSPConnection(
            read: {
                var buffer = [UInt8](repeating: 0, count: 64 << 10)
                while true {
                    let count = buffer.withUnsafeMutableBytes { Foundation.read(STDIN_FILENO, $0.baseAddress, $0.count) }
                    if count < 0, errno == EINTR { continue }
                    return count > 0 ? Array(buffer[0..<count]) : []
                }
            },
            write: { bytes in
                var written = 0
                while written < bytes.count {
                    let count = bytes[written...].withUnsafeBytes { Foundation.write(STDOUT_FILENO, $0.baseAddress, $0.count) }
                    if count < 0, errno == EINTR { continue }
                    guard count > 0 else { return }
                    written += count
                }
            })
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
