/// SwiftUI's `ToolbarItemGroup`: `<ToolbarItemGroup placement="bottomBar">…</ToolbarItemGroup>`.
public struct VmlToolbarItemGroup: VmlView, Sendable {
    private var element: ElementBuilder

    /// Creates a toolbar item group.
    public init(placement: VmlToolbarItemPlacement? = nil, @VmlBuilder content: () -> VmlContent) {
        element = ElementBuilder("ToolbarItemGroup")
        element.set("placement", placement)
        element.append(content())
    }

    /// The `ToolbarItemGroup` element.
    public var body: VmlContent { return element.content }
}
