extension VmlView {
    /// SwiftUI's `clipped(antialiased:)`: `.clipped()`.
    public consuming func clipped(antialiased: (any VmlBoolArgument)? = nil) -> VmlContent {
        applying("clipped") {
            $0.add("antialiased", antialiased)
        }
    }
}
