extension VmlView {
    /// SwiftUI's `accessibilityIdentifier(_:)`.
    public consuming func accessibilityIdentifier(_ identifier: any VmlStringArgument) -> VmlContent {
        applying("accessibilityIdentifier") {
            $0.add(nil, identifier)
        }
    }
}
