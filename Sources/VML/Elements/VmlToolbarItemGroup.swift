/// SwiftUI's `ToolbarItemGroup`: `<ToolbarItemGroup placement="bottomBar">…</ToolbarItemGroup>`.
public struct VmlToolbarItemGroup: VmlView, Sendable {
    private var element: VmlElementBuilder

    /// Creates a toolbar item group.
    public init(placement: VmlToolbarItemPlacement? = nil, @VmlBuilder content: () -> VmlContent) {
        element = VmlElementBuilder("ToolbarItemGroup")
        element.set("placement", placement)
        element.append(content())
    }

    /// The `ToolbarItemGroup` element.
    public var body: VmlContent { element.content }
}
