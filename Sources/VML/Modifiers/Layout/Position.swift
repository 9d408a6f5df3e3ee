extension VmlView {
    /// SwiftUI's `position(x:y:)`.
    public consuming func position(x: consuming (any VmlNumberArgument)? = nil, y: consuming (any VmlNumberArgument)? = nil) -> VmlContent {
        let x = ModifierArguments.expression(x)
        let y = ModifierArguments.expression(y)
        return applying("position") {
            $0.add("x", expression: x)
            $0.add("y", expression: y)
        }
    }
}
