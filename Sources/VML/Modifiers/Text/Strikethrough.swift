extension VmlView {
    /// SwiftUI's `strikethrough(_:color:)`.
    public consuming func strikethrough(_ isActive: consuming (any VmlBoolArgument)? = nil, color: VmlColor? = nil) -> VmlContent {
        let isActive = ModifierArguments.expression(isActive)
        return applying("strikethrough") {
            $0.add(nil, expression: isActive)
            $0.add("color", color)
        }
    }
}
