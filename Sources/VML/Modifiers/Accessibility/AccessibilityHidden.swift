extension VmlView {
    /// SwiftUI's `accessibilityHidden(_:)`.
    public consuming func accessibilityHidden(_ hidden: any VmlBoolArgument) -> VmlContent {
        applying("accessibilityHidden") {
            $0.add(nil, hidden)
        }
    }
}

extension VmlView {
    /// SwiftUI's `accessibilityHidden(_:isEnabled:)`: as `accessibilityHidden(_:)`, with whether it applies.
    ///
    /// ```swift
    /// VmlText("a").accessibilityHidden(true, isEnabled: false)
    /// // <Text style="accessibilityHidden(true, isEnabled: false)">a</Text>
    /// ```
    public consuming func accessibilityHidden(_ hidden: any VmlBoolArgument, isEnabled: any VmlBoolArgument) -> VmlContent {
        applying("accessibilityHidden") {
            $0.add(nil, expression: hidden.vmlExpression)
            $0.add("isEnabled", expression: isEnabled.vmlExpression)
        }
    }
}
