extension VmlView {
    /// SwiftUI's `Shape.stroke(_:lineWidth:)`: `.stroke(.gray, lineWidth: 2)`.
    public consuming func stroke(_ content: VmlShapeStyle, lineWidth: consuming (any VmlNumberArgument)? = nil) -> VmlContent {
        let lineWidth = ModifierArguments.expression(lineWidth)
        return applying("stroke") {
            $0.add(nil, content)
            $0.add("lineWidth", expression: lineWidth)
        }
    }
}
