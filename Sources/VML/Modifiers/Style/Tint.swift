extension VmlView {
    /// SwiftUI's `tint(_:)`: `.tint(.orange)`.
    public consuming func tint(_ tint: VmlColor?) -> VmlContent {
        applying("tint") {
            $0.add(nil, expression: tint?.expression ?? .null)
        }
    }
}
