extension VmlView {
    /// SwiftUI's `blur(radius:opaque:)`.
    public consuming func blur(radius: any VmlNumberArgument, opaque: consuming (any VmlBoolArgument)? = nil) -> VmlContent {
        let opaque = ModifierArguments.expression(opaque)
        return applying("blur") {
            $0.add("radius", radius)
            $0.add("opaque", expression: opaque)
        }
    }
}
