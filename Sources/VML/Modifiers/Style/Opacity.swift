extension VmlView {
    /// SwiftUI's `opacity(_:)`: `.opacity(0.5)`.
    public consuming func opacity(_ opacity: any VmlNumberArgument) -> VmlContent {
        applying("opacity") {
            $0.add(nil, opacity)
        }
    }
}
