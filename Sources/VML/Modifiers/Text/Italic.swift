extension VmlView {
    /// SwiftUI's `italic(_:)`: `.italic()` → `italic()`.
    public consuming func italic(_ isActive: consuming (any VmlBoolArgument)? = nil) -> VmlContent {
        let isActive = ModifierArguments.expression(isActive)
        return applying("italic") {
            $0.add(nil, expression: isActive)
        }
    }
}
