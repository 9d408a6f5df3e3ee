extension VmlView {
    /// SwiftUI's `brightness(_:)`.
    public consuming func brightness(_ amount: any VmlNumberArgument) -> VmlContent {
        applying("brightness") {
            $0.add(nil, amount)
        }
    }
}
