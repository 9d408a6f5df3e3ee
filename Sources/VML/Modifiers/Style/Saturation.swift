extension VmlView {
    /// SwiftUI's `saturation(_:)`.
    public consuming func saturation(_ amount: any VmlNumberArgument) -> VmlContent {
        applying("saturation") {
            $0.add(nil, amount)
        }
    }
}
