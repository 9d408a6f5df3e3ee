/// SwiftUI's `DefaultToolbarItem` (iOS 26): a toolbar item the system provides (the search
/// field, say), placed where the toolbar wants it.
///
/// ```swift
/// VmlDefaultToolbarItem(kind: .search, placement: .bottomBar)
/// // <DefaultToolbarItem kind="search" placement="bottomBar"/>
/// ```
public struct VmlDefaultToolbarItem: VmlView, Sendable {
    private var element: ElementBuilder

    /// Creates the item; the placement is left out when `nil` (SwiftUI's `.automatic`).
    public init(kind: VmlToolbarDefaultItemKind, placement: VmlToolbarItemPlacement? = nil) {
        element = ElementBuilder("DefaultToolbarItem")
        element.set("kind", kind)
        element.set("placement", placement)
    }

    /// The `DefaultToolbarItem` element.
    public var body: VmlContent { return element.content }
}
