extension VmlView {
    /// SwiftUI's `zIndex(_:)`.
    public consuming func zIndex(_ value: any VmlNumberArgument) -> VmlContent {
        applying("zIndex") {
            $0.add(nil, value)
        }
    }
}
