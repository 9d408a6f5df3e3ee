import Hummingbird
import Logging

/// Logs one line per request through swift-log, after the response: method, path, status, body
/// size and how long the app took.
///
/// ```swift
/// router.add(middleware: RequestLogMiddleware())
/// // 2026-11-23T12:00:00+0000 info TaskServer: hb.request.id=… bytes=2817 duration_us=412 method=GET path=/tasks status=200 [TaskApp] GET /tasks 200
/// ```
public struct RequestLogMiddleware<Context: RequestContext>: RouterMiddleware {
    /// The level of the per-request line.
    public var level: Logger.Level

    /// Creates the middleware; lines are logged at `level`.
    public init(level: Logger.Level = .info) {
        self.level = level
    }

    /// Times the request and logs it with its response's status.
    public func handle(
        _ request: Request, context: Context, next: (Request, Context) async throws -> Response
    ) async throws -> Response {
        let start = ContinuousClock.now
        do {
            let response = try await next(request, context)
            log(request, status: response.status.code, bytes: response.body.contentLength, since: start, context: context)
            return response
        } catch {
            log(request, status: nil, bytes: nil, since: start, context: context)
            throw error
        }
    }

    private func log(_ request: Request, status: Int?, bytes: Int?, since start: ContinuousClock.Instant, context: Context) {
        guard context.logger.logLevel <= level else { return }
        let elapsed = ContinuousClock.now - start
        let microseconds = elapsed.components.seconds * 1_000_000 + elapsed.components.attoseconds / 1_000_000_000_000
        var metadata: Logger.Metadata = [
            "method": "\(request.method.rawValue)",
            "path": "\(request.uri.path)",
            "duration_us": "\(microseconds)",
        ]
        if let status { metadata["status"] = "\(status)" }
        if let bytes { metadata["bytes"] = "\(bytes)" }
        let statusText = status.map(String.init) ?? "failed"
        context.logger.log(level: level, "\(request.method.rawValue) \(request.uri.path) \(statusText)", metadata: metadata)
    }
}
