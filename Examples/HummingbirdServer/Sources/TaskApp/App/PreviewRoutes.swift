import Hummingbird
import VML
import VMLPreview

/// The preview routes, mounted at `/_previews`: the gallery `VMLPreviews.routes()` answers — its
/// index, every state's light and dark pages side by side, and each page alone — and each state's
/// own route, which answers like any screen of the app: the state's VML for a VML client, its
/// preview page for a browser (or `?preview`, with `scheme` and `device`), so a client can show a
/// state the store is not in.
///
/// ```swift
/// PreviewRoutes(previews: ScreenPreviews.all).register(on: router)
/// // GET /_previews                                → 301 to /_previews/ (the index's links are relative)
/// // GET /_previews/                               → the index, text/html
/// // GET /_previews/task-list-empty-dark.html      → the empty list's preview page, dark
/// // GET /_previews/task-list-empty                → its VML; a browser gets its preview page
/// // GET /_previews/nothing                        → 404 error screen
/// ```
public struct PreviewRoutes: Sendable {
    /// Where the gallery is mounted.
    public static let mountPath = "/_previews"
    /// The gallery's index (with the slash its relative links need).
    public static let indexPath = mountPath + "/"

    /// The route of the state whose slug is `slug` (``VMLPreviews/slugs``).
    ///
    /// ```swift
    /// PreviewRoutes.previewPath(slug: "task-list-empty")   // "/_previews/task-list-empty"
    /// ```
    public static func previewPath(slug: String) -> String {
        indexPath + slug
    }

    /// The previews served, in the index's order.
    public let previews: VMLPreviews
    /// The gallery's answers, drawn once; or why a view could not be written to VML, which every
    /// request to the gallery then gets as a 500 screen.
    private let gallery: Result<@Sendable (VMLPreviewRequest) -> VMLPreviewResponse, VMLPreviewsError>
    private let previewsBySlug: [String: VMLNamedPreview]

    /// Creates the routes for `previews`, drawing every page once.
    public init(previews: VMLPreviews) {
        self.previews = previews
        do throws(VMLPreviewsError) {
            gallery = .success(try previews.routes())
        } catch {
            gallery = .failure(error)
        }
        previewsBySlug = Dictionary(uniqueKeysWithValues: zip(previews.slugs, previews.previews))
    }

    /// Adds the routes to `router`.
    public func register<Context: RequestContext>(on router: Router<Context>) {
        for path in [Self.mountPath, Self.mountPath + "/**"] {
            router.get(RouterPath(path)) { request, _ in try answer(request) }
            router.head(RouterPath(path)) { request, _ in try answer(request) }
        }
    }

    /// The answer to `request`, whose path starts with ``mountPath``.
    func answer(_ request: Request) throws -> Response {
        let path = request.uri.path
        guard path.hasPrefix(Self.indexPath) else {
            return Response(status: .movedPermanently, headers: [.location: Self.indexPath])
        }
        let name = String(path.dropFirst(Self.indexPath.count))
        if let preview = previewsBySlug[name] { return try state(preview, request: request) }
        let answer = try gallery.get()(VMLPreviewRequest(request, mountedAt: Self.mountPath))
        guard answer.status != 404 else { throw ScreenError.previewNotFound(name) }
        return answer.response(for: request)
    }

    /// The state's own route: its VML (the canonical VML its preview is drawn from, which the
    /// gallery's pages are drawn from too), or for a browser its preview page drawn with the
    /// request's options; `Vary: Accept`, since the same URL is VML or HTML by that header.
    private func state(_ preview: VMLNamedPreview, request: Request) throws -> Response {
        let bytes = try preview.source.get()
        var response: Response
        if let options = try request.previewOptions(), let page = preview.page(options) {
            response = VMLPreviewResponse.html(bytes: page.htmlBytes).response(for: request)
        } else {
            let vml = VMLPreviewResponse(headers: ["Content-Type": VMLScreenResponse<VmlContent>.mediaType], body: bytes)
            response = vml.response(for: request)
        }
        response.headers[.vary] = "Accept"
        return response
    }
}
