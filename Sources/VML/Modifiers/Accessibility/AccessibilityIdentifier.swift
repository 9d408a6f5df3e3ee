extension VmlView {
    /// SwiftUI's `accessibilityIdentifier(_:)`.
    public consuming func accessibilityIdentifier(_ identifier: any VmlStringArgument) -> VmlContent {
        applying("accessibilityIdentifier") {
            $0.add(nil, identifier)
        }
    }
}

extension VmlView {
    /// SwiftUI's `accessibilityIdentifier(_:isEnabled:)`: as `accessibilityIdentifier(_:)`, with whether it applies.
    ///
    /// ```swift
    /// VmlText("a").accessibilityIdentifier("title", isEnabled: true)
    /// // <Text style="accessibilityIdentifier(&quot;title&quot;, isEnabled: true)">a</Text>
    /// ```
    public consuming func accessibilityIdentifier(_ identifier: any VmlStringArgument, isEnabled: any VmlBoolArgument) -> VmlContent {
        applying("accessibilityIdentifier") {
            $0.add(nil, expression: identifier.vmlExpression)
            $0.add("isEnabled", expression: isEnabled.vmlExpression)
        }
    }
}
