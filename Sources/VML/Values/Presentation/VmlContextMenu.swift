/// SwiftUI's deprecated `ContextMenu`, the menu `contextMenu(_:)` takes: its items.
///
/// ```swift
/// VmlText("a").contextMenu(VmlContextMenu { VmlButton("Copy") { copy() } })
/// // <Text style="contextMenu(content: :contextMenu)">a<Button template="contextMenu"><Text>Copy</Text></Button></Text>
/// ```
public struct VmlContextMenu {
    /// The menu's items.
    let menuItems: VmlContent

    /// A menu of these items.
    public init(@VmlBuilder menuItems: () -> VmlContent) {
        self.menuItems = menuItems()
    }
}
