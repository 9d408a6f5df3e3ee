import Hummingbird
import VML

/// A screen as an HTTP response: the view rendered straight into bytes, served as
/// `application/swiftui+vml` with an ``EntityTag``, and `304 Not Modified` when the request's
/// `If-None-Match` already names that tag.
///
/// Return it from a route handler; Hummingbird calls ``response(from:context:)`` on the handler's
/// task, so rendering runs there, off the main actor.
///
/// ```swift
/// router.get("/hello") { request, _ in
///     VMLScreenResponse(VmlText("Hello"), layout: try request.vmlLayout())
/// }
/// // GET /hello → 200, Content-Type: application/swiftui+vml, ETag: "vml-…", body <Text>Hello</Text>
/// ```
public struct VMLScreenResponse<Screen: VmlView>: ResponseGenerator {
    /// The media type of VML responses.
    public static var mediaType: String { "application/swiftui+vml" }

    /// The screen to render.
    public var screen: Screen
    /// Compact (the default, for the wire) or pretty.
    public var layout: VMLFormat
    /// The status: 200 for screens, the error's status for error screens.
    public var status: HTTPResponse.Status

    /// Creates the response for `screen`.
    public init(_ screen: Screen, layout: VMLFormat = .compact, status: HTTPResponse.Status = .ok) {
        self.screen = screen
        self.layout = layout
        self.status = status
    }

    /// Renders the screen into the body's bytes, tags them and answers `If-None-Match`.
    ///
    /// Only a 200 screen is cacheable: it gets an `ETag` and `Cache-Control: no-cache` (revalidate
    /// on each use); an error screen gets `Cache-Control: no-store`. A `HEAD` request gets the
    /// same headers, `Content-Length` included, and no body.
    public func response(from request: Request, context: some RequestContext) throws -> Response {
        var bytes: [UInt8] = []
        try screen.renderVML(layout, into: &bytes)
        var headers: HTTPFields = [.contentType: Self.mediaType]
        guard status == .ok else {
            headers[.cacheControl] = "no-store"
            return Self.response(status, headers: headers, bytes: bytes, for: request)
        }
        let tag = EntityTag(of: bytes)
        headers[.eTag] = tag.headerValue
        headers[.cacheControl] = "no-cache"
        if request.method == .get || request.method == .head,
            request.headers[values: .ifNoneMatch].contains(where: tag.matches(ifNoneMatch:))
        {
            return Response(status: .notModified, headers: headers)
        }
        return Self.response(.ok, headers: headers, bytes: bytes, for: request)
    }

    /// The response carrying `bytes`: as the body, or, for `HEAD`, as the `Content-Length` alone.
    private static func response(
        _ status: HTTPResponse.Status, headers: HTTPFields, bytes: [UInt8], for request: Request
    ) -> Response {
        guard request.method != .head else {
            var headers = headers
            headers[.contentLength] = String(bytes.count)
            return Response(status: status, headers: headers)
        }
        return Response(status: status, headers: headers, body: ResponseBody(byteBuffer: ByteBuffer(bytes: bytes)))
    }
}
