/// SwiftUI's `ToolbarTitleMenu`: the menu a navigation title opens, its items the children.
///
/// ```swift
/// VmlToolbarTitleMenu { VmlButton("Rename") {} }
/// // <ToolbarTitleMenu><Button><Text>Rename</Text></Button></ToolbarTitleMenu>
/// ```
public struct VmlToolbarTitleMenu: VmlView, Sendable {
    private var element: ElementBuilder

    /// Creates the menu with the system's default items.
    ///
    /// ```swift
    /// VmlToolbarTitleMenu()   // <ToolbarTitleMenu/>
    /// ```
    public init() {
        element = ElementBuilder("ToolbarTitleMenu")
    }

    /// Creates the menu with its items.
    public init(@VmlBuilder content: () -> VmlContent) {
        element = ElementBuilder("ToolbarTitleMenu")
        element.append(content())
    }

    /// The `ToolbarTitleMenu` element.
    public var body: VmlContent { return element.content }
}
