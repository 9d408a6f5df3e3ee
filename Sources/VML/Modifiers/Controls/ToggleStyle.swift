extension VmlView {
    /// SwiftUI's `toggleStyle(_:)`: `.toggleStyle(.switch)`.
    public consuming func toggleStyle(_ style: VmlToggleStyle) -> VmlContent {
        applying("toggleStyle") {
            $0.add(nil, style)
        }
    }
}
