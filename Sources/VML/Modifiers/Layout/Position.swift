extension VmlView {
    /// SwiftUI's `position(x:y:)`.
    public consuming func position(x: (any VmlNumberArgument)? = nil, y: (any VmlNumberArgument)? = nil) -> VmlContent {
        applying("position") {
            $0.add("x", x)
            $0.add("y", y)
        }
    }
}
