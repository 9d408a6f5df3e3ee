/// SwiftUI's `AsyncImage`: `<AsyncImage scale="2" url="https://…"/>`.
public struct VmlAsyncImage: VmlView, Sendable {
    private var element: ElementBuilder

    /// Creates an image loaded from a URL; arguments left out are not written.
    public init(url: String?, scale: Double? = nil) {
        element = ElementBuilder("AsyncImage")
        element.set("url", url)
        element.set("scale", scale)
    }

    /// Creates an image loaded from a `URL`, as SwiftUI spells it; a `nil` URL writes no `url`.
    ///
    /// ```swift
    /// VmlAsyncImage(url: URL(string: "https://example.com/a.png"))
    /// // <AsyncImage url="https://example.com/a.png"/>
    /// ```
    public init(url: URL?, scale: Double? = nil) {
        self.init(url: url?.absoluteString, scale: scale)
    }

    /// The `AsyncImage` element.
    public var body: VmlContent { return element.content }
}
