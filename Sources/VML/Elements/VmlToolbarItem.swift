/// SwiftUI's `ToolbarItem`: `<ToolbarItem placement="topBarLeading">…</ToolbarItem>`.
public struct VmlToolbarItem: VmlView, Sendable {
    private var element: ElementBuilder

    /// Creates a toolbar item.
    public init(placement: VmlToolbarItemPlacement? = nil, @VmlBuilder content: () -> VmlContent) {
        element = ElementBuilder("ToolbarItem")
        element.set("placement", placement)
        element.append(content())
    }

    /// The `ToolbarItem` element.
    public var body: VmlContent { return element.content }
}
