extension VmlView {
    /// SwiftUI's `bold(_:)`: `.bold()` → `bold()`.
    public consuming func bold(_ isActive: consuming (any VmlBoolArgument)? = nil) -> VmlContent {
        let isActive = ModifierArguments.expression(isActive)
        return applying("bold") {
            $0.add(nil, expression: isActive)
        }
    }
}
