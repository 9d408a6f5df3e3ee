import Dispatch
import Synchronization

/// The messages read from the client and not yet handled, in order, with the ids of requests the
/// client cancelled (`$/cancelRequest`) while they waited. The reader thread posts; the server's
/// loop takes, waiting when there is nothing.
final class LSPMailbox: Sendable {
    private struct State {
        var queue: [LSPMessage] = []
        var next = 0
        var cancelled: Set<LSPRequestID> = []
        var closed = false
    }

    private let state = Mutex(State())
    private let signal = DispatchSemaphore(value: 0)

    /// Adds a message.
    func post(_ message: LSPMessage) {
        state.withLock { $0.queue.append(message) }
        signal.signal()
    }

    /// The most cancellations remembered: a client cancels requests already answered too, and
    /// those are never taken back, so past this many the remembered ones are forgotten.
    static let maximumCancellations = 1024

    /// Marks a request cancelled: it is answered `RequestCancelled` if it has not been handled.
    func cancel(_ id: LSPRequestID) {
        state.withLock { state in
            if state.cancelled.count >= Self.maximumCancellations { state.cancelled.removeAll() }
            state.cancelled.insert(id)
        }
    }

    /// No more messages will come (the client closed its end).
    func close() {
        state.withLock { $0.closed = true }
        signal.signal()
    }

    /// The next message, waiting for one; `nil` once the mailbox is closed and empty.
    func take() -> LSPMessage? {
        while true {
            let taken: LSPMessage?? = state.withLock { state in
                if state.next < state.queue.count {
                    let message = state.queue[state.next]
                    state.next += 1
                    if state.next > 64, state.next * 2 > state.queue.count {
                        state.queue.removeSubrange(0..<state.next)
                        state.next = 0
                    }
                    return .some(message)
                }
                return state.closed ? .some(nil) : nil
            }
            if let taken { return taken }
            signal.wait()
        }
    }

    /// Whether the request `id` was cancelled; forgets it.
    func takeCancellation(of id: LSPRequestID) -> Bool {
        state.withLock { $0.cancelled.remove(id) != nil }
    }
}
