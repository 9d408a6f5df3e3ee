extension VmlView {
    /// SwiftUI's `saturation(_:)`.
    public func saturation(_ amount: VmlNumber) -> VmlContent {
        applying("saturation") {
            $0.add(nil, amount)
        }
    }
}
