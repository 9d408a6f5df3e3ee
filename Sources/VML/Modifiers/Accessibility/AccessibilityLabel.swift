extension VmlView {
    /// SwiftUI's `accessibilityLabel(_:)`.
    public func accessibilityLabel(_ label: VmlString) -> VmlContent {
        applying("accessibilityLabel") {
            $0.add(nil, label)
        }
    }
}
