extension VmlView {
    /// SwiftUI's `accessibilityHint(_:)`.
    public consuming func accessibilityHint(_ hint: any VmlStringArgument) -> VmlContent {
        applying("accessibilityHint") {
            $0.add(nil, hint)
        }
    }
}
