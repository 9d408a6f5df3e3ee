/// What a ``VMLPreviewServer`` accepts: how large a request may be, how long a client may take to
/// send it, and how many connections are handled at once.
///
/// ```swift
/// var limits = VMLPreviewServerLimits()
/// limits.maxHeadBytes       // 16384
/// limits.readTimeout = .milliseconds(500)
/// ```
public struct VMLPreviewServerLimits: Hashable, Sendable {
    /// The most bytes the request line and headers may take; more is answered with `431`.
    public var maxHeadBytes: Int
    /// The most bytes a body may have; a larger `Content-Length` is answered with `413`.
    public var maxBodyBytes: Int
    /// How long a client may take to send its whole request; past it the server answers `408`
    /// and closes the connection, so a silent client cannot hold a thread.
    public var readTimeout: Duration
    /// How many connections are handled at once; one more is answered with `503`.
    public var maxConnections: Int

    /// Limits for a preview server: 16 KB of head, 1 MB of body, 10 seconds to send a request and
    /// 64 connections.
    ///
    /// ```swift
    /// VMLPreviewServerLimits(maxBodyBytes: 0).maxBodyBytes   // 0
    /// ```
    public init(
        maxHeadBytes: Int = 16_384,
        maxBodyBytes: Int = 1_048_576,
        readTimeout: Duration = .seconds(10),
        maxConnections: Int = 64
    ) {
        self.maxHeadBytes = maxHeadBytes
        self.maxBodyBytes = maxBodyBytes
        self.readTimeout = readTimeout
        self.maxConnections = maxConnections
    }
}
