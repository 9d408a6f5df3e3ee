extension VmlView {
    /// SwiftUI's `underline(_:color:)`.
    public consuming func underline(_ isActive: consuming (any VmlBoolArgument)? = nil, color: VmlColor? = nil) -> VmlContent {
        let isActive = ModifierArguments.expression(isActive)
        return applying("underline") {
            $0.add(nil, expression: isActive)
            $0.add("color", color)
        }
    }
}
