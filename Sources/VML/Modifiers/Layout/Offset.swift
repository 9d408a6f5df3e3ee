extension VmlView {
    /// SwiftUI's `offset(x:y:)`: `.offset(x: -10)` → `offset(x: -10)`.
    public consuming func offset(x: (any VmlNumberArgument)? = nil, y: (any VmlNumberArgument)? = nil) -> VmlContent {
        applying("offset") {
            $0.add("x", x)
            $0.add("y", y)
        }
    }
}
