/// SwiftUI's `ToolbarItemGroup`: `<ToolbarItemGroup placement="bottomBar">…</ToolbarItemGroup>`.
public struct VmlToolbarItemGroup: VmlView, Sendable {
    private var element: ElementBuilder

    /// Creates a toolbar item group.
    public init(placement: VmlToolbarItemPlacement? = nil, @VmlBuilder content: () -> VmlContent) {
        element = ElementBuilder("ToolbarItemGroup")
        element.set("placement", placement)
        element.append(content())
    }

    /// Creates a toolbar item group with a label (iOS 16), the `label` template, shown when the
    /// group collapses into a menu.
    ///
    /// ```swift
    /// VmlToolbarItemGroup { VmlButton("Bold") {} } label: { VmlText("Format") }
    /// // <ToolbarItemGroup><Button><Text>Bold</Text></Button><Text template="label">Format</Text></ToolbarItemGroup>
    /// ```
    public init(
        placement: VmlToolbarItemPlacement? = nil, @VmlBuilder content: () -> VmlContent, @VmlBuilder label: () -> VmlContent
    ) {
        self.init(placement: placement, content: content)
        element.append(label(), template: "label")
    }

    /// The `ToolbarItemGroup` element.
    public var body: VmlContent { return element.content }
}
