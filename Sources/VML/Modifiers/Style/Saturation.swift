extension VmlView {
    /// SwiftUI's `saturation(_:)`.
    public func saturation(_ amount: any VmlNumberArgument) -> VmlContent {
        applying("saturation") {
            $0.add(nil, amount)
        }
    }
}
