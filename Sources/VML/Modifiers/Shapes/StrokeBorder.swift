extension VmlView {
    /// SwiftUI's `InsettableShape.strokeBorder(_:lineWidth:)`.
    public consuming func strokeBorder(_ content: VmlShapeStyle? = nil, lineWidth: consuming (any VmlNumberArgument)? = nil) -> VmlContent {
        let lineWidth = ModifierArguments.expression(lineWidth)
        return applying("strokeBorder") {
            $0.add(nil, content)
            $0.add("lineWidth", expression: lineWidth)
        }
    }
}
