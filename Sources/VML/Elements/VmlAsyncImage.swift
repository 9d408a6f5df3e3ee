/// SwiftUI's `AsyncImage`: `<AsyncImage scale="2" url="https://…"/>`.
public struct VmlAsyncImage: VmlView, Sendable {
    private var element: VmlElementBuilder

    /// Creates an image loaded from a URL; arguments left out are not written.
    public init(url: String?, scale: Double? = nil) {
        element = VmlElementBuilder("AsyncImage")
        element.set("url", url)
        element.set("scale", scale)
    }

    /// The `AsyncImage` element.
    public var body: VmlContent { element.content }
}
