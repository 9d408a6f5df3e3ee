extension VmlView {
    /// SwiftUI's `buttonStyle(_:)`: `.buttonStyle(.borderedProminent)`.
    public consuming func buttonStyle(_ style: VmlButtonStyle) -> VmlContent {
        applying("buttonStyle") {
            $0.add(nil, style)
        }
    }
}
