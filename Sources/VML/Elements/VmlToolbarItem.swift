/// SwiftUI's `ToolbarItem`: `<ToolbarItem placement="topBarLeading">…</ToolbarItem>`.
public struct VmlToolbarItem: VmlView, Sendable {
    private var element: VmlElementBuilder

    /// Creates a toolbar item.
    public init(placement: VmlToolbarItemPlacement? = nil, @VmlBuilder content: () -> VmlContent) {
        element = VmlElementBuilder("ToolbarItem")
        element.set("placement", placement)
        element.append(content())
    }

    /// The `ToolbarItem` element.
    public var body: VmlContent { element.content }
}
