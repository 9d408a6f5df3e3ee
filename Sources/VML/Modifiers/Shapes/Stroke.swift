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

extension VmlView {
    /// SwiftUI's `Shape.stroke(_:style:antialiased:)`: a style for the line's width, caps, joins and
    /// dashes; `antialiased` is written when given.
    ///
    /// ```swift
    /// VmlCircle().stroke(.red, style: VmlStrokeStyle(lineWidth: 2, dash: [4]))
    /// // <Circle style="stroke(.red, style: StrokeStyle(lineWidth: 2, dash: [4]))"/>
    /// ```
    public consuming func stroke(
        _ content: VmlShapeStyle, style: VmlStrokeStyle, antialiased: consuming (any VmlBoolArgument)? = nil
    ) -> VmlContent {
        let antialiased = ModifierArguments.expression(antialiased)
        return applying("stroke") {
            $0.add(nil, content)
            $0.add("style", style)
            $0.add("antialiased", expression: antialiased)
        }
    }

    /// SwiftUI's `Shape.stroke(style:)`: the foreground style, with a stroke style.
    ///
    /// ```swift
    /// VmlCircle().stroke(style: VmlStrokeStyle(lineWidth: 2))   // <Circle style="stroke(style: StrokeStyle(lineWidth: 2))"/>
    /// ```
    public consuming func stroke(style: VmlStrokeStyle) -> VmlContent {
        applying("stroke") {
            $0.add("style", style)
        }
    }

    /// SwiftUI's `Shape.stroke(lineWidth:)`: the foreground style, with a width (SwiftUI's 1 when
    /// left out, not written).
    ///
    /// ```swift
    /// VmlCircle().stroke(lineWidth: 2)   // <Circle style="stroke(lineWidth: 2)"/>
    /// ```
    public consuming func stroke(lineWidth: consuming (any VmlNumberArgument)? = nil) -> VmlContent {
        let lineWidth = ModifierArguments.expression(lineWidth)
        return applying("stroke") {
            $0.add("lineWidth", expression: lineWidth)
        }
    }
}
