extension VmlView {
    /// SwiftUI's `allowsHitTesting(_:)`.
    public func allowsHitTesting(_ enabled: any VmlBoolArgument) -> VmlContent {
        applying("allowsHitTesting") {
            $0.add(nil, enabled)
        }
    }
}
