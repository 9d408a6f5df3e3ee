import Synchronization

/// Failure messages collected instead of reported, so that the library's own tests can assert
/// on the exact message of a failing assertion without a known issue printed in their output.
///
/// Internal: set by ``capturing(_:)``, read by ``FailureReporter/fail(_:at:)``.
final class FailureCapture: Sendable {
    /// The capture of the running task, if any.
    @TaskLocal static var current: FailureCapture?

    private let storage = Mutex<[String]>([])

    /// The messages, in the order they were reported.
    var messages: [String] { storage.withLock { $0 } }

    func append(_ message: String) {
        storage.withLock { $0.append(message) }
    }

    /// The failure messages that `body`'s assertions report, captured instead of reported.
    static func capturing(_ body: () throws -> Void) rethrows -> [String] {
        let capture = FailureCapture()
        try $current.withValue(capture) { try body() }
        return capture.messages
    }
}
