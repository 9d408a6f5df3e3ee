extension VmlView {
    /// SwiftUI's `accessibilityLabel(_:)`.
    public consuming func accessibilityLabel(_ label: any VmlStringArgument) -> VmlContent {
        applying("accessibilityLabel") {
            $0.add(nil, label)
        }
    }
}
