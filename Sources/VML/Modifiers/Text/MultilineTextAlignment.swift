extension VmlView {
    /// SwiftUI's `multilineTextAlignment(_:)`: `.multilineTextAlignment(.center)`.
    public consuming func multilineTextAlignment(_ alignment: VmlTextAlignment) -> VmlContent {
        applying("multilineTextAlignment") {
            $0.add(nil, alignment)
        }
    }
}
