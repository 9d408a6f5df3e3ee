extension VmlView {
    /// SwiftUI's `offset(x:y:)`: `.offset(x: -10)` → `offset(x: -10)`.
    public consuming func offset(x: consuming (any VmlNumberArgument)? = nil, y: consuming (any VmlNumberArgument)? = nil) -> VmlContent {
        let x = ModifierArguments.expression(x)
        let y = ModifierArguments.expression(y)
        return applying("offset") {
            $0.add("x", expression: x)
            $0.add("y", expression: y)
        }
    }
}
