extension VmlView {
    /// SwiftUI's `allowsHitTesting(_:)`.
    public consuming func allowsHitTesting(_ enabled: any VmlBoolArgument) -> VmlContent {
        applying("allowsHitTesting") {
            $0.add(nil, enabled)
        }
    }
}
