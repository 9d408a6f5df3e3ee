extension VmlView {
    /// SwiftUI's `bold(_:)`: `.bold()` → `bold()`.
    public consuming func bold(_ isActive: (any VmlBoolArgument)? = nil) -> VmlContent {
        applying("bold") {
            $0.add(nil, isActive)
        }
    }
}
