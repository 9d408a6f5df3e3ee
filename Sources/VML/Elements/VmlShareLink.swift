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

    /// Shares one item with a preview (SwiftUI's `ShareLink(item:subject:message:preview:label:)`):
    /// the item is written as a selection is (a `URL` as its absolute string), the preview as a
    /// `SharePreview(…)` expression; the label, when given, is the content.
    ///
    /// ```swift
    /// VmlShareLink(item: url, preview: VmlSharePreview("Photo", image: VmlImage("photo")))
    /// // <ShareLink item="https://example.com/p.jpg" preview="SharePreview(&quot;Photo&quot;, image: Image(&quot;photo&quot;))"/>
    /// ```
    public init<I>(
        item: I, subject: VmlText? = nil, message: VmlText? = nil, preview: VmlSharePreview,
        @VmlBuilder label: () -> VmlContent = { VmlContent() }
    ) {
        self.init(items: [item], subject: subject, message: message, previews: [preview], title: nil, many: false)
        element.append(label())
    }

    /// Shares one item with a preview and a text label.
    ///
    /// ```swift
    /// VmlShareLink("Share", item: url, preview: VmlSharePreview("Photo"))
    /// // <ShareLink item="https://example.com/p.jpg" preview="SharePreview(&quot;Photo&quot;)"><Text>Share</Text></ShareLink>
    /// ```
    public init<I>(_ title: String, item: I, subject: VmlText? = nil, message: VmlText? = nil, preview: VmlSharePreview) {
        self.init(items: [item], subject: subject, message: message, previews: [preview], title: title, many: false)
    }

    /// Shares several items (strings or URLs), written as the array `items`; the label, when
    /// given, is the content.
    ///
    /// ```swift
    /// VmlShareLink(items: ["a", "b"])
    /// // <ShareLink items="[&quot;a&quot;, &quot;b&quot;]"/>
    /// ```
    public init<Data: Sequence>(
        items: Data, subject: VmlText? = nil, message: VmlText? = nil, @VmlBuilder label: () -> VmlContent = { VmlContent() }
    ) {
        self.init(items: Array(items), subject: subject, message: message, previews: [], title: nil)
        element.append(label())
    }

    /// Shares several items, each with the preview `preview` makes for it (resolved on the server,
    /// written as the array `preview`).
    ///
    /// ```swift
    /// VmlShareLink(items: ["a"], preview: { VmlSharePreview($0) })
    /// // <ShareLink items="[&quot;a&quot;]" preview="[SharePreview(&quot;a&quot;)]"/>
    /// ```
    public init<Data: Sequence>(
        items: Data, subject: VmlText? = nil, message: VmlText? = nil, preview: (Data.Element) -> VmlSharePreview,
        @VmlBuilder label: () -> VmlContent = { VmlContent() }
    ) {
        let items = Array(items)
        self.init(items: items, subject: subject, message: message, previews: items.map(preview), title: nil)
        element.append(label())
    }

    /// Shares several items with a text label.
    ///
    /// ```swift
    /// VmlShareLink("Share", items: ["a", "b"])
    /// // <ShareLink items="[&quot;a&quot;, &quot;b&quot;]"><Text>Share</Text></ShareLink>
    /// ```
    public init<Data: Sequence>(_ title: String, items: Data, subject: VmlText? = nil, message: VmlText? = nil) {
        self.init(items: Array(items), subject: subject, message: message, previews: [], title: title)
    }

    /// Shares several items, each with its preview, with a text label.
    ///
    /// ```swift
    /// VmlShareLink("Share", items: ["a"], preview: { VmlSharePreview($0) })
    /// // <ShareLink items="[&quot;a&quot;]" preview="[SharePreview(&quot;a&quot;)]"><Text>Share</Text></ShareLink>
    /// ```
    public init<Data: Sequence>(
        _ title: String, items: Data, subject: VmlText? = nil, message: VmlText? = nil, preview: (Data.Element) -> VmlSharePreview
    ) {
        let items = Array(items)
        self.init(items: items, subject: subject, message: message, previews: items.map(preview), title: title)
    }

    /// The element for items (one is written `item`, several the array `items`) and their previews.
    private init<Item>(
        items: [Item], subject: VmlText?, message: VmlText?, previews: [VmlSharePreview], title: String?, many: Bool = true
    ) {
        element = ElementBuilder("ShareLink")
        if !many, let item = items.first {
            element.set("item", swiftValue: item)
        } else {
            element.element.setAttribute(.expression("items", .array(items.map { VMLExpression.swiftValue($0) })))
        }
        element.set("subject", subject?.text)
        element.set("message", message?.text)
        if many, !previews.isEmpty {
            element.element.setAttribute(.expression("preview", .array(previews.map(\.expression))))
        } else if !many, let preview = previews.first {
            element.element.setAttribute(.expression("preview", preview.expression))
        }
        if let title { element.append(VmlText(titleKey: title).vmlContent) }
    }

    /// The `ShareLink` element.
    public var body: VmlContent { return element.content }
}
