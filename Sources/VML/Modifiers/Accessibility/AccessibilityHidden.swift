extension VmlView {
    /// SwiftUI's `accessibilityHidden(_:)`.
    public consuming func accessibilityHidden(_ hidden: any VmlBoolArgument) -> VmlContent {
        applying("accessibilityHidden") {
            $0.add(nil, hidden)
        }
    }
}
