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
