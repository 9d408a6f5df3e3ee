extension VmlView {
    /// SwiftUI's `layoutPriority(_:)`.
    public consuming func layoutPriority(_ value: any VmlNumberArgument) -> VmlContent {
        applying("layoutPriority") {
            $0.add(nil, value)
        }
    }
}
