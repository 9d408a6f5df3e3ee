extension VmlView {
    /// SwiftUI's `tracking(_:)`.
    public consuming func tracking(_ tracking: any VmlNumberArgument) -> VmlContent {
        applying("tracking") {
            $0.add(nil, tracking)
        }
    }
}
