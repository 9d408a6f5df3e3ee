extension VmlView {
    /// SwiftUI's `accessibilityRespondsToUserInteraction(_:)`.
    ///
    /// ```swift
    /// VmlText("Card").accessibilityRespondsToUserInteraction()
    /// // <Text style="accessibilityRespondsToUserInteraction(true)">Card</Text>
    /// ```
    public consuming func accessibilityRespondsToUserInteraction(_ responds: any VmlBoolArgument = true) -> VmlContent {
        applying("accessibilityRespondsToUserInteraction", responds)
    }
}

extension VmlView {
    /// SwiftUI's `accessibilityRespondsToUserInteraction(_:isEnabled:)`: as `accessibilityRespondsToUserInteraction(_:)`, with whether it applies.
    ///
    /// ```swift
    /// VmlText("a").accessibilityRespondsToUserInteraction(true, isEnabled: false)
    /// // <Text style="accessibilityRespondsToUserInteraction(true, isEnabled: false)">a</Text>
    /// ```
    public consuming func accessibilityRespondsToUserInteraction(_ responds: any VmlBoolArgument, isEnabled: any VmlBoolArgument)
        -> VmlContent
    {
        applying("accessibilityRespondsToUserInteraction") {
            $0.add(nil, expression: responds.vmlExpression)
            $0.add("isEnabled", expression: isEnabled.vmlExpression)
        }
    }
}
