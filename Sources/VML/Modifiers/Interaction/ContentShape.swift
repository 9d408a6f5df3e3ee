extension VmlView {
    /// SwiftUI's `contentShape(_:eoFill:)`: `.contentShape(.rect)`.
    public consuming func contentShape(_ shape: VmlShape, eoFill: consuming (any VmlBoolArgument)? = nil) -> VmlContent {
        let eoFill = ModifierArguments.expression(eoFill)
        return applying("contentShape") {
            $0.add(nil, shape)
            $0.add("eoFill", expression: eoFill)
        }
    }

    /// SwiftUI's `contentShape(_:_:eoFill:)`: the kinds of interaction the shape is for, then the shape.
    ///
    /// ```swift
    /// VmlText("a").contentShape(.dragPreview, .circle)   // <Text style="contentShape(.dragPreview, .circle)">a</Text>
    /// ```
    public consuming func contentShape(_ kind: VmlContentShapeKinds, _ shape: VmlShape, eoFill: consuming (any VmlBoolArgument)? = nil)
        -> VmlContent
    {
        let eoFill = ModifierArguments.expression(eoFill)
        return applying("contentShape") {
            $0.add(nil, kind)
            $0.add(nil, shape)
            $0.add("eoFill", expression: eoFill)
        }
    }
}
