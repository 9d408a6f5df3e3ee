extension VmlView {
    /// SwiftUI's `grayscale(_:)`.
    public consuming func grayscale(_ amount: any VmlNumberArgument) -> VmlContent {
        applying("grayscale") {
            $0.add(nil, amount)
        }
    }
}
