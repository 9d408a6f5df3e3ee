import Hummingbird
import VML

/// The preview routes: `GET /_previews`, a page listing every screen in each view-model state
/// with its light and dark preview side by side, and `GET /_previews/{name}`, one state's screen —
/// its preview page for a browser (or `?preview`, with `scheme` and `device`), its VML for a VML
/// client, so a client can show a state the store is not in.
///
/// ```swift
/// PreviewRoutes(states: ScreenPreviews.all).register(on: router)
/// // GET /_previews                               → the index, text/html
/// // GET /_previews/task-list-empty?scheme=dark   → the empty list's preview page, dark
/// // GET /_previews/nothing                       → 404 error screen
/// ```
public struct PreviewRoutes: Sendable {
    /// The index's route.
    public static let indexPath = "/_previews"

    /// The route of the state named `name`.
    public static func previewPath(name: String) -> String {
        "\(indexPath)/\(name)"
    }

    /// The states served, in the index's order.
    public let states: [ScreenPreview]
    private let statesByName: [String: ScreenPreview]

    /// Creates the routes for `states`. A later state with the same name as an earlier one is not
    /// served.
    public init(states: [ScreenPreview]) {
        self.states = states
        statesByName = Dictionary(states.map { ($0.name, $0) }) { first, _ in first }
    }

    /// Adds the routes to `router`.
    public func register<Context: RequestContext>(on router: Router<Context>) {
        router.get("/_previews") { _, _ in
            Response(
                status: .ok, headers: [.contentType: VMLScreenResponse<VmlContent>.previewMediaType, .cacheControl: "no-store"],
                body: ResponseBody(byteBuffer: ByteBuffer(string: PreviewIndexPage(states: states).html)))
        }
        router.get("/_previews/{name}") { request, context in
            try preview(request, name: context.parameters.get("name") ?? "")
        }
        router.head("/_previews/{name}") { request, context in
            try preview(request, name: context.parameters.get("name") ?? "")
        }
    }

    /// The state `name`'s screen, titled with its screen and state; a 404 when there is none.
    func preview(_ request: Request, name: String) throws -> VMLScreenResponse<VmlContent> {
        let (layout, preview) = (try request.vmlLayout(), try request.previewOptions())
        guard let state = statesByName[name] else { throw ScreenError.previewNotFound(name) }
        var options = preview
        options?.title = "\(state.screen) — \(state.state)"
        return VMLScreenResponse(state.content, layout: layout, preview: options)
    }
}
