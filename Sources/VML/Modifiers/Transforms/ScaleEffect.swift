extension VmlView {
    /// SwiftUI's `scaleEffect(_:anchor:)`: `.scaleEffect(1.5)`.
    public consuming func scaleEffect(_ scale: any VmlNumberArgument, anchor: VmlUnitPoint? = nil) -> VmlContent {
        applying("scaleEffect") {
            $0.add(nil, scale)
            $0.add("anchor", anchor)
        }
    }

    /// SwiftUI's `scaleEffect(x:y:anchor:)`.
    public consuming func scaleEffect(
        x: consuming (any VmlNumberArgument)? = nil, y: consuming (any VmlNumberArgument)? = nil, anchor: VmlUnitPoint? = nil
    )
        -> VmlContent
    {
        let x = ModifierArguments.expression(x)
        let y = ModifierArguments.expression(y)
        return applying("scaleEffect") {
            $0.add("x", expression: x)
            $0.add("y", expression: y)
            $0.add("anchor", anchor)
        }
    }
}
