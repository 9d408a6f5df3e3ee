extension VmlView {
    /// SwiftUI's `shadow(color:radius:x:y:)`: `.shadow(color: .black.opacity(0.2), radius: 8, x: 0, y: 4)`.
    public consuming func shadow(
        color: VmlColor? = nil, radius: any VmlNumberArgument, x: consuming (any VmlNumberArgument)? = nil,
        y: consuming (any VmlNumberArgument)? = nil
    ) -> VmlContent {
        let x = ModifierArguments.expression(x)
        let y = ModifierArguments.expression(y)
        return applying("shadow") {
            $0.add("color", color)
            $0.add("radius", radius)
            $0.add("x", expression: x)
            $0.add("y", expression: y)
        }
    }
}
