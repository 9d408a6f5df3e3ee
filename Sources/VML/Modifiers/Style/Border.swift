extension VmlView {
    /// SwiftUI's `border(_:width:)`: `.border(.gray, width: 2)`.
    public consuming func border(_ content: VmlShapeStyle, width: consuming (any VmlNumberArgument)? = nil) -> VmlContent {
        let width = ModifierArguments.expression(width)
        return applying("border") {
            $0.add(nil, content)
            $0.add("width", expression: width)
        }
    }
}
