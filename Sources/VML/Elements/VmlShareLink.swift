/// SwiftUI's `ShareLink`: `<ShareLink item="https://…" subject="…"/>`.
public struct VmlShareLink: VmlView, Sendable {
    private var element: ElementBuilder

    /// Creates a share link; arguments left out are not written.
    public init(item: String, subject: String? = nil, message: String? = nil) {
        element = ElementBuilder("ShareLink")
        element.set("item", item)
        element.set("subject", subject)
        element.set("message", message)
    }

    /// Creates a share link with a text label.
    public init(_ title: String, item: String, subject: String? = nil, message: String? = nil) {
        element = ElementBuilder("ShareLink")
        element.set("item", item)
        element.set("subject", subject)
        element.set("message", message)
        element.append(VmlText(titleKey: title).vmlContent)
    }

    /// Creates a share link with a label.
    public init(item: String, subject: String? = nil, message: String? = nil, @VmlBuilder label: () -> VmlContent) {
        element = ElementBuilder("ShareLink")
        element.set("item", item)
        element.set("subject", subject)
        element.set("message", message)
        element.append(label())
    }

    /// Shares a `URL`, as SwiftUI spells it: `VmlShareLink(item: url)` writes its absolute string.
    public init(item: URL, subject: VmlText? = nil, message: VmlText? = nil) {
        self.init(item: item.absoluteString, subject: subject?.text, message: message?.text)
    }

    /// Shares a `URL` with a text label: `VmlShareLink("Share", item: url)`.
    public init(_ title: String, item: URL, subject: VmlText? = nil, message: VmlText? = nil) {
        self.init(title, item: item.absoluteString, subject: subject?.text, message: message?.text)
    }

    /// The `ShareLink` element.
    public var body: VmlContent { return element.content }
}
