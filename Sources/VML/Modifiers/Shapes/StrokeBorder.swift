extension VmlView {
    /// SwiftUI's `InsettableShape.strokeBorder(_:lineWidth:)`.
    public consuming func strokeBorder(_ content: VmlShapeStyle? = nil, lineWidth: (any VmlNumberArgument)? = nil) -> VmlContent {
        applying("strokeBorder") {
            $0.add(nil, content)
            $0.add("lineWidth", lineWidth)
        }
    }
}
