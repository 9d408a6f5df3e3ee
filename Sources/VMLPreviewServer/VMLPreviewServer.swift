import Dispatch
import Foundation
import Synchronization

/// A small HTTP/1.1 server for previews, on the toolchain's sockets (no dependency): it answers
/// each request with what `routes` returns, one thread per connection, `Connection: close`.
///
/// It listens on loopback (`127.0.0.1`) unless told otherwise; port 0 picks a free port, which
/// ``start()`` returns. Requests larger than its ``VMLPreviewServerLimits`` are refused (`431`,
/// `413`), a client that sends nothing is dropped after the read timeout, and a client that goes
/// away mid-answer costs nothing but its connection.
///
/// ```swift
/// let server = VMLPreviewServer { request in
///     request.path == "/" ? .html("<p>Hello</p>") : .notFound
/// }
/// let port = try server.start()    // such as 49152
/// // GET http://127.0.0.1:\(port)/ answers <p>Hello</p>
/// server.stop()
/// ```
public final class VMLPreviewServer: Sendable {
    /// The address listened on, such as `127.0.0.1` or `::1`.
    public let host: String
    /// The port asked for; 0 picks a free one.
    public let requestedPort: Int
    /// What requests are accepted.
    public let limits: VMLPreviewServerLimits
    /// The answer to each request.
    private let routes: @Sendable (VMLPreviewRequest) -> VMLPreviewResponse
    /// Whether the server runs and on which port (changed by `start`, `stop` and the accept loop's end).
    private let state = Mutex(State())
    /// Whether the accept loop should end, read every tenth of a second.
    private let stopping = Atomic<Bool>(false)
    /// How many connections are being answered, changed by the connection threads.
    private let connections = Atomic<Int>(0)

    private struct State: Sendable {
        var port: Int?
        var running = false
        /// Signalled once the current run's accept loop has ended and closed its socket.
        var finished: DispatchSemaphore?
    }

    /// How long the accept loop waits before looking whether it should stop.
    private static let acceptPollMilliseconds: Int32 = 100

    /// A server on `host` and `port` that answers with `routes`; it listens once ``start()`` is
    /// called.
    ///
    /// ```swift
    /// let server = VMLPreviewServer(host: "127.0.0.1", port: 8080) { _ in .text("ok") }
    /// server.port   // nil until started
    /// ```
    public init(
        host: String = "127.0.0.1",
        port: Int = 0,
        limits: VMLPreviewServerLimits = VMLPreviewServerLimits(),
        routes: @escaping @Sendable (VMLPreviewRequest) -> VMLPreviewResponse
    ) {
        self.host = host
        requestedPort = port
        self.limits = limits
        self.routes = routes
    }

    /// The port listened on while the server runs, else `nil`.
    ///
    /// ```swift
    /// let server = VMLPreviewServer { _ in .text("ok") }
    /// let port = try server.start()
    /// server.port == port   // true
    /// ```
    public var port: Int? {
        state.withLock { $0.port }
    }

    /// The address to open in a browser, such as `http://127.0.0.1:8080/`, while the server runs.
    ///
    /// ```swift
    /// let server = VMLPreviewServer(port: 8080) { _ in .text("ok") }
    /// try server.start()
    /// server.url   // "http://127.0.0.1:8080/"
    /// ```
    public var url: String? {
        guard let port else { return nil }
        let shownHost = host.contains(":") ? "[" + host + "]" : host
        return "http://\(shownHost):\(port)/"
    }

    /// Starts listening and answering, on threads of its own; returns the port bound (the free
    /// one picked for port 0). Returns at once.
    ///
    /// ```swift
    /// let port = try VMLPreviewServer(port: 0) { _ in .text("ok") }.start()
    /// port > 0   // true
    /// ```
    /// Throws ``VMLPreviewServerError`` when the host is not a numeric address, the port is out
    /// of range or taken, or the server already runs.
    @discardableResult
    public func start() throws(VMLPreviewServerError) -> Int {
        guard (0...65_535).contains(requestedPort) else { throw .invalidPort(requestedPort) }
        let finished = DispatchSemaphore(value: 0)
        let alreadyRunning = state.withLock { state in
            if state.running { return true }
            state.running = true
            state.finished = finished
            return false
        }
        guard !alreadyRunning else { throw .alreadyRunning }
        stopping.store(false, ordering: .sequentiallyConsistent)
        let listener: Socket
        let bound: Int
        do {
            (listener, bound) = try Socket.listening(host: host == "localhost" ? "127.0.0.1" : host, port: requestedPort)
        } catch {
            state.withLock { state in
                state.running = false
                state.finished = nil
            }
            switch error {
            case .badAddress: throw .invalidHost(host)
            case .system(let call, let code):
                throw .cannotListen(host: host, port: requestedPort, reason: "\(call): \(Socket.describe(code))")
            }
        }
        state.withLock { $0.port = bound }
        let thread = Thread { [self] in
            acceptLoop(listener)
            finished.signal()
        }
        thread.name = "VMLPreviewServer accept"
        thread.start()
        return bound
    }

    /// Stops listening and waits (a tenth of a second at most) until the port is closed;
    /// connections being answered finish on their own. Does nothing when the server is not running.
    ///
    /// ```swift
    /// let server = VMLPreviewServer { _ in .text("ok") }
    /// try server.start()
    /// server.stop()
    /// server.port   // nil
    /// ```
    public func stop() {
        let finished = state.withLock { state in
            if state.running { stopping.store(true, ordering: .sequentiallyConsistent) }
            return state.finished
        }
        finished?.wait()
        finished?.signal()
    }

    /// Blocks the calling thread until ``stop()`` is called (from another thread); returns at
    /// once when the server is not running. What a command that only serves waits on.
    ///
    /// ```swift
    /// try server.start()
    /// server.wait()   // until another thread calls server.stop()
    /// ```
    public func wait() {
        let finished = state.withLock { $0.finished }
        finished?.wait()
        finished?.signal()
    }

    /// Accepts connections until ``stop()``, each answered on a thread of its own.
    private func acceptLoop(_ listener: Socket) {
        while !stopping.load(ordering: .sequentiallyConsistent) {
            guard let connection = listener.accept(waitingUpTo: Self.acceptPollMilliseconds) else { continue }
            let admitted = connections.add(1, ordering: .sequentiallyConsistent).newValue <= limits.maxConnections
            if !admitted { connections.subtract(1, ordering: .sequentiallyConsistent) }
            guard admitted else {
                connection.setTimeouts(milliseconds: 100)
                _ = connection.send(VMLPreviewResponse.text("Too many connections\n", status: 503).encoded())
                connection.close()
                continue
            }
            let thread = Thread { [self] in
                answer(connection)
                connections.subtract(1, ordering: .sequentiallyConsistent)
            }
            thread.name = "VMLPreviewServer connection"
            thread.stackSize = 8 << 20
            thread.start()
        }
        listener.close()
        state.withLock { state in
            state.port = nil
            state.running = false
        }
    }

    /// Reads one request on `connection`, answers it and closes the connection.
    private func answer(_ connection: Socket) {
        let timeout = limits.readTimeout.components
        let milliseconds = max(1, Int(timeout.seconds) * 1000 + Int(timeout.attoseconds / 1_000_000_000_000_000))
        connection.setTimeouts(milliseconds: milliseconds)
        let response: [UInt8]?
        switch HTTPRequestReader(limits: limits).read(connection) {
        case .request(let request):
            response = routes(request).encoded(includingBody: request.method != "HEAD")
        case .refused(let status):
            response = VMLPreviewResponse.text(VMLPreviewResponse.reason(status) + "\n", status: status).encoded()
        case .closed:
            response = nil
        }
        if let response, connection.send(response) {
            connection.finishWriting()
            // Read what the client still sends (up to a bound) so closing does not reset the
            // connection before the client has read the answer.
            connection.setTimeouts(milliseconds: 200)
            var drained = 0
            while drained < 1 << 20, let bytes = connection.receive(upTo: 65_536), !bytes.isEmpty { drained += bytes.count }
        }
        connection.close()
    }
}
