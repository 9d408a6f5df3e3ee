extension VmlView {
    /// SwiftUI's `contentShape(_:eoFill:)`: `.contentShape(.rect)`.
    public consuming func contentShape(_ shape: VmlShape, eoFill: consuming (any VmlBoolArgument)? = nil) -> VmlContent {
        let eoFill = ModifierArguments.expression(eoFill)
        return applying("contentShape") {
            $0.add(nil, shape)
            $0.add("eoFill", expression: eoFill)
        }
    }
}
