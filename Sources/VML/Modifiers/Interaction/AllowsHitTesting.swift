extension VmlView {
    /// SwiftUI's `allowsHitTesting(_:)`.
    public func allowsHitTesting(_ enabled: VmlBool) -> VmlContent {
        applying("allowsHitTesting") {
            $0.add(nil, enabled)
        }
    }
}
