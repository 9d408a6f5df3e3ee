extension VmlView {
    /// SwiftUI's `italic(_:)`: `.italic()` → `italic()`.
    public consuming func italic(_ isActive: (any VmlBoolArgument)? = nil) -> VmlContent {
        applying("italic") {
            $0.add(nil, isActive)
        }
    }
}
