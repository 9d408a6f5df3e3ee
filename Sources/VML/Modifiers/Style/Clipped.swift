extension VmlView {
    /// SwiftUI's `clipped(antialiased:)`: `.clipped()`.
    public consuming func clipped(antialiased: consuming (any VmlBoolArgument)? = nil) -> VmlContent {
        let antialiased = ModifierArguments.expression(antialiased)
        return applying("clipped") {
            $0.add("antialiased", expression: antialiased)
        }
    }
}
