extension VmlView {
    /// SwiftUI's `contrast(_:)`.
    public consuming func contrast(_ amount: any VmlNumberArgument) -> VmlContent {
        applying("contrast") {
            $0.add(nil, amount)
        }
    }
}
