/// SwiftUI's `ToolbarSpacer` (iOS 26): space between toolbar items, which splits Liquid Glass
/// groups.
///
/// ```swift
/// VmlToolbarSpacer(.fixed, placement: .topBarTrailing)
/// // <ToolbarSpacer placement="topBarTrailing" sizing="fixed"/>
/// ```
public struct VmlToolbarSpacer: VmlView, Sendable {
    private var element: ElementBuilder

    /// Creates a spacer; the sizing and placement are left out when `nil` (SwiftUI's `.flexible`
    /// and `.automatic`).
    public init(_ sizing: VmlSpacerSizing? = nil, placement: VmlToolbarItemPlacement? = nil) {
        element = ElementBuilder("ToolbarSpacer")
        element.set("sizing", sizing)
        element.set("placement", placement)
    }

    /// The `ToolbarSpacer` element.
    public var body: VmlContent { return element.content }
}
