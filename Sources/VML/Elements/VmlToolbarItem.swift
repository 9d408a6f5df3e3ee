/// SwiftUI's `ToolbarItem`: `<ToolbarItem placement="topBarLeading">…</ToolbarItem>`.
public struct VmlToolbarItem: VmlView, Sendable {
    private var element: ElementBuilder

    /// Creates a toolbar item.
    public init(placement: VmlToolbarItemPlacement? = nil, @VmlBuilder content: () -> VmlContent) {
        element = ElementBuilder("ToolbarItem")
        element.set("placement", placement)
        element.append(content())
    }

    /// Creates a customizable toolbar item (SwiftUI's `ToolbarItem(id:placement:content:)`); the id
    /// is written.
    ///
    /// ```swift
    /// VmlToolbarItem(id: "share", placement: .primaryAction) { VmlText("Share") }
    /// // <ToolbarItem id="share" placement="primaryAction"><Text>Share</Text></ToolbarItem>
    /// ```
    public init(id: String, placement: VmlToolbarItemPlacement? = nil, @VmlBuilder content: () -> VmlContent) {
        self.init(placement: placement, content: content)
        element.set("id", id)
    }

    /// Creates a customizable toolbar item that may start hidden (`showsByDefault: false`).
    ///
    /// ```swift
    /// VmlToolbarItem(id: "share", showsByDefault: false) { VmlText("Share") }
    /// // <ToolbarItem id="share" showsByDefault="false"><Text>Share</Text></ToolbarItem>
    /// ```
    public init(id: String, placement: VmlToolbarItemPlacement? = nil, showsByDefault: Bool, @VmlBuilder content: () -> VmlContent) {
        self.init(id: id, placement: placement, content: content)
        element.set("showsByDefault", showsByDefault)
    }

    /// The `ToolbarItem` element.
    public var body: VmlContent { return element.content }
}
