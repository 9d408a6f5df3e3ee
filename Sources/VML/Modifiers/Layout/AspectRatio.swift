extension VmlView {
    /// SwiftUI's `aspectRatio(_:contentMode:)`: `.aspectRatio(16 / 9, contentMode: .fit)`.
    public consuming func aspectRatio(_ aspectRatio: consuming (any VmlNumberArgument)? = nil, contentMode: VmlContentMode) -> VmlContent {
        let aspectRatio = ModifierArguments.expression(aspectRatio)
        return applying("aspectRatio") {
            $0.add(nil, expression: aspectRatio)
            $0.add("contentMode", contentMode)
        }
    }
}
