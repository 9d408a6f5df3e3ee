import Hummingbird
import VML
import VMLPreview

/// A screen as an HTTP response: the view rendered straight into bytes for the client's iOS,
/// served as `application/swiftui+vml` with an ``EntityTag``, and `304 Not Modified` when the
/// request's `If-None-Match` already names that tag. A browser (or `?preview`) gets the preview
/// page of those very bytes instead, as `text/html`.
///
/// Return it from a route handler; Hummingbird calls ``response(from:context:)`` on the handler's
/// task, so rendering runs there, off the main actor.
///
/// ```swift
/// router.get("/hello") { request, _ in
///     VMLScreenResponse(VmlText("Hello"), layout: try request.vmlLayout())
/// }
/// // GET /hello → 200, Content-Type: application/swiftui+vml, ETag: "vml-…", body <Text>Hello</Text>
///
/// router.get("/tasks") { request, _ in
///     try VMLScreenResponse(TaskListView(viewModel: TaskListViewModel(store)), for: request)
/// }
/// // GET /tasks, Accept: text/html,… → 200, Content-Type: text/html; charset=utf-8, the preview page
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
    /// When set, the response is the preview page of the screen's bytes, drawn with these
    /// options, instead of the bytes.
    public var preview: VMLPreviewOptions?
    /// The iOS the screen is rendered for (`VML-Client`, ``Request/vmlClientOS()``): the screen's
    /// body is built in a render context holding it, so `vmlAvailable(iOS:)` answers for the
    /// client; `nil` renders as for the newest iOS.
    public var clientOS: VMLOSVersion?

    /// The media type of preview pages.
    public static var previewMediaType: String { "text/html; charset=utf-8" }

    /// Creates the response for `screen`.
    public init(
        _ screen: Screen, layout: VMLFormat = .compact, preview: VMLPreviewOptions? = nil, clientOS: VMLOSVersion? = nil,
        status: HTTPResponse.Status = .ok
    ) {
        self.screen = screen
        self.layout = layout
        self.preview = preview
        self.clientOS = clientOS
        self.status = status
    }

    /// Creates the response for `screen` as `request` asks for it: the layout from `?layout=`
    /// (``Request/vmlLayout()``), the preview page for a browser or `?preview`
    /// (``Request/previewOptions()``), the client's iOS from `VML-Client` or `?client=`
    /// (``Request/vmlClientOS()``). A bad query throws its ``ScreenError``.
    public init(_ screen: Screen, for request: Request, status: HTTPResponse.Status = .ok) throws(ScreenError) {
        self.init(
            screen, layout: try request.vmlLayout(), preview: try request.previewOptions(), clientOS: try request.vmlClientOS(),
            status: status)
    }

    /// The context screens are rendered in: no translations, `en_US` in GMT (as a render without
    /// one), and the client's iOS.
    var renderContext: VmlRenderContext {
        var context = VmlRenderContext(locale: Locale(identifier: "en_US"))
        context.clientOS = clientOS
        return context
    }

    /// Renders the screen into the body's bytes, tags them and answers `If-None-Match`; or, with
    /// ``preview`` set, answers the preview page of those bytes.
    ///
    /// Only a 200 screen is cacheable: it gets an `ETag` and `Cache-Control: no-cache` (revalidate
    /// on each use); an error screen and a preview page get `Cache-Control: no-store`. Every
    /// answer carries `Vary: Accept, VML-Client`, since the same URL is VML or HTML by the first
    /// header and rendered for the client's iOS by the second. A `HEAD` request gets the same
    /// headers, `Content-Length` included, and no body.
    ///
    /// A screen whose text passes ``streamingThreshold`` is streamed: the first piece is written
    /// here (so an error in it still throws before any byte is sent, and becomes the error
    /// screen), the rest while the response is sent, in pieces of about ``streamingPieceSize``,
    /// without a `Content-Length` (chunked) and without an `ETag`, which hashes the whole body
    /// and so could only come after it; an error in a later piece ends the response unfinished
    /// (no last chunk), so the client sees it cut, never a whole-looking body. The entity tag of
    /// a screen under the threshold is the hash of all its bytes, as before.
    public func response(from request: Request, context: some RequestContext) throws -> Response {
        var stream = try renderContext.apply { try screen.renderVMLStream(layout) }
        var bytes = try stream.next(atLeast: Self.streamingThreshold) ?? []
        if !stream.isFinished, preview == nil, request.method != .head {
            return Self.streamedResponse(status, first: bytes, rest: stream)
        }
        while let piece = try stream.next(atLeast: Self.streamingThreshold) { bytes += piece }
        if let preview {
            let page = VMLPreviewPage(source: bytes, options: preview)
            let headers: HTTPFields = [.contentType: Self.previewMediaType, .cacheControl: "no-store", .vary: Self.vary]
            return Self.response(status, headers: headers, bytes: Array(page.html.utf8), for: request)
        }
        var headers: HTTPFields = [.contentType: Self.mediaType, .vary: Self.vary]
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

    /// The size past which a screen is streamed (64 KiB): a screen this size or smaller is sent
    /// whole, with its `ETag` and `Content-Length`.
    public static var streamingThreshold: Int { 1 << 16 }

    /// About how many bytes each later piece of a streamed screen holds (16 KiB).
    public static var streamingPieceSize: Int { 1 << 14 }

    /// The response for a screen past ``streamingThreshold``: `first`, then the pieces of `rest`
    /// written while the body is sent.
    private static func streamedResponse(_ status: HTTPResponse.Status, first: [UInt8], rest: VMLSerializationStream) -> Response {
        let headers: HTTPFields = [
            .contentType: Self.mediaType, .vary: Self.vary, .cacheControl: status == .ok ? "no-cache" : "no-store",
        ]
        let pieceSize = streamingPieceSize
        let body = ResponseBody { writer in
            var stream = rest
            try await writer.write(ByteBuffer(bytes: first))
            while let piece = try stream.next(atLeast: pieceSize) {
                try await writer.write(ByteBuffer(bytes: piece))
            }
            try await writer.finish(nil)
        }
        return Response(status: status, headers: headers, body: body)
    }

    /// The request headers a response depends on.
    static var vary: String { "Accept, " + Request.vmlClientHeader }

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
