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

extension VmlView {
    /// SwiftUI's `strokeBorder(_:style:antialiased:)`: a stroke style inside the shape's edge;
    /// the content (the foreground style when `nil`) and `antialiased` are written when given.
    ///
    /// ```swift
    /// VmlCapsule().strokeBorder(.blue, style: VmlStrokeStyle(lineWidth: 2))
    /// // <Capsule style="strokeBorder(.blue, style: StrokeStyle(lineWidth: 2))"/>
    /// ```
    public consuming func strokeBorder(
        _ content: VmlShapeStyle? = nil, style: VmlStrokeStyle, antialiased: consuming (any VmlBoolArgument)? = nil
    ) -> VmlContent {
        let antialiased = ModifierArguments.expression(antialiased)
        return applying("strokeBorder") {
            $0.add(nil, content)
            $0.add("style", style)
            $0.add("antialiased", expression: antialiased)
        }
    }
}
