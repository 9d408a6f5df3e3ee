/// SwiftUI's `AsyncImage`: `<AsyncImage scale="2" url="https://…"/>`.
///
/// The client loads the image, so views built from it are templates: the `content` closure's view
/// (given the loaded image, written `<Image/>`) and the `placeholder`; or, with a phase, one view for
/// each of the `empty`, `success` and `failure` phases.
///
/// ```swift
/// VmlAsyncImage(url: URL(string: "https://example.com/a.png")) { image in
///     image.resizable()
/// } placeholder: {
///     VmlProgressView()
/// }
/// // <AsyncImage url="https://example.com/a.png"><Image template="content" style="resizable()"/><ProgressView template="placeholder"/></AsyncImage>
/// ```
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

    /// Creates an image loaded from a `URL` with a view for the loaded image (a `content`
    /// template, given the image as `<Image/>`) and a `placeholder` template shown until it loads.
    public init(
        url: URL?, scale: Double? = nil, @VmlBuilder content: (VmlImage) -> VmlContent, @VmlBuilder placeholder: () -> VmlContent
    ) {
        self.init(url: url, scale: scale)
        element.append(content(VmlImage(loaded: ())), template: "content")
        element.append(placeholder(), template: "placeholder")
    }

    /// Creates an image loaded from a `URL` with a view for each loading phase: the `content`
    /// closure is called once with each of `.empty`, `.success` and `.failure`, and its views are the
    /// `empty`, `success` and `failure` templates. The transaction (an animation) is accepted and
    /// not written: the client animates.
    ///
    /// ```swift
    /// VmlAsyncImage(url: URL(string: "https://example.com/a.png")) { phase in
    ///     if let image = phase.image { image.resizable() } else if phase.error != nil { VmlColor.red } else { VmlProgressView() }
    /// }
    /// // <AsyncImage url="…"><ProgressView template="empty"/><Image template="success" style="resizable()"/><Color template="failure" …/></AsyncImage>
    /// ```
    public init(
        url: URL?, scale: Double? = nil, transaction: VmlTransaction = VmlTransaction(),
        @VmlBuilder content: (VmlAsyncImagePhase) -> VmlContent
    ) {
        self.init(url: url, scale: scale)
        element.append(content(.empty), template: "empty")
        element.append(content(.success(VmlImage(loaded: ()))), template: "success")
        element.append(content(.failure(VmlAsyncImagePhase.LoadingFailed())), template: "failure")
    }

    /// The `AsyncImage` element.
    public var body: VmlContent { return element.content }
}
