extension VmlView {
    /// SwiftUI's `accessibilityHidden(_:)`.
    public func accessibilityHidden(_ hidden: VmlBool) -> VmlContent {
        applying("accessibilityHidden") {
            $0.add(nil, hidden)
        }
    }
}
