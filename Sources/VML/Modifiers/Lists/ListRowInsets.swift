extension VmlView {
    /// SwiftUI's `listRowInsets(_:)`: `.listRowInsets(VmlEdgeInsets(top: 0, leading: 16, bottom: 0, trailing: 16))`.
    public consuming func listRowInsets(_ insets: VmlEdgeInsets?) -> VmlContent {
        applying("listRowInsets") {
            $0.add(nil, expression: insets?.expression ?? .null)
        }
    }
}
