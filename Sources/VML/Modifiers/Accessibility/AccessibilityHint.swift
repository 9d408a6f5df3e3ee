extension VmlView {
    /// SwiftUI's `accessibilityHint(_:)`.
    public func accessibilityHint(_ hint: VmlString) -> VmlContent {
        applying("accessibilityHint") {
            $0.add(nil, hint)
        }
    }
}
