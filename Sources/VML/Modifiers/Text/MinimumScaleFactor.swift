extension VmlView {
    /// SwiftUI's `minimumScaleFactor(_:)`.
    public consuming func minimumScaleFactor(_ factor: any VmlNumberArgument) -> VmlContent {
        applying("minimumScaleFactor") {
            $0.add(nil, factor)
        }
    }
}
