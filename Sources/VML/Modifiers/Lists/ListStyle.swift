extension VmlView {
    /// SwiftUI's `listStyle(_:)`: `.listStyle(.insetGrouped)`.
    public consuming func listStyle(_ style: VmlListStyle) -> VmlContent {
        applying("listStyle") {
            $0.add(nil, style)
        }
    }
}
