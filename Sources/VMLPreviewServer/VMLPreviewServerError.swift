/// Why a ``VMLPreviewServer`` could not start.
///
/// ```swift
/// let error = VMLPreviewServerError.invalidHost("example.com")
/// error.description   // "'example.com' is not a numeric IPv4 or IPv6 address (such as 127.0.0.1 or ::1)"
/// ```
public enum VMLPreviewServerError: Error, Hashable, Sendable, CustomStringConvertible {
    /// The host is not a numeric IPv4 or IPv6 address (or `localhost`).
    case invalidHost(String)
    /// The port is not between 0 and 65535.
    case invalidPort(Int)
    /// The socket could not be opened, bound or listened on; `reason` names the call and the
    /// system's message (`bind: Address already in use`).
    case cannotListen(host: String, port: Int, reason: String)
    /// ``VMLPreviewServer/start()`` was called on a running server.
    case alreadyRunning

    /// The message, such as `cannot listen on 127.0.0.1:8080 (bind: Address already in use)`.
    ///
    /// ```swift
    /// VMLPreviewServerError.invalidPort(70000).description   // "the port 70000 is not between 0 and 65535"
    /// ```
    public var description: String {
        switch self {
        case .invalidHost(let host):
            "'\(host)' is not a numeric IPv4 or IPv6 address (such as 127.0.0.1 or ::1)"
        case .invalidPort(let port):
            "the port \(port) is not between 0 and 65535"
        case .cannotListen(let host, let port, let reason):
            "cannot listen on \(host):\(port) (\(reason))"
        case .alreadyRunning:
            "the server is already running"
        }
    }
}
