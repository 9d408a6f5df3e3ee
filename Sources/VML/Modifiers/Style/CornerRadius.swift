extension VmlView {
    /// SwiftUI's `cornerRadius(_:antialiased:)`: `.cornerRadius(8)`.
    public consuming func cornerRadius(_ radius: any VmlNumberArgument, antialiased: consuming (any VmlBoolArgument)? = nil) -> VmlContent {
        let antialiased = ModifierArguments.expression(antialiased)
        return applying("cornerRadius") {
            $0.add(nil, radius)
            $0.add("antialiased", expression: antialiased)
        }
    }
}
