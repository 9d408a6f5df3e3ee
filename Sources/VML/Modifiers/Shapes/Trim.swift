extension VmlView {
    /// SwiftUI's `Shape.trim(from:to:)`: `.trim(from: 0, to: 0.75)`.
    public consuming func trim(from: consuming (any VmlNumberArgument)? = nil, to: consuming (any VmlNumberArgument)? = nil) -> VmlContent {
        let from = ModifierArguments.expression(from)
        let to = ModifierArguments.expression(to)
        return applying("trim") {
            $0.add("from", expression: from)
            $0.add("to", expression: to)
        }
    }
}
