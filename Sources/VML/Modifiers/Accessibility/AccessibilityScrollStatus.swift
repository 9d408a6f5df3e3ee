extension VmlView {
    /// SwiftUI's `accessibilityScrollStatus(_:isEnabled:)` (iOS 26): what VoiceOver says as the
    /// view scrolls; `isEnabled` is written when given. A string is a key, translated in the
    /// rendering context as a `Text` is.
    ///
    /// ```swift
    /// VmlScrollView {}.accessibilityScrollStatus("Page 2")
    /// // <ScrollView style="accessibilityScrollStatus(&quot;Page 2&quot;)"/>
    /// ```
    public consuming func accessibilityScrollStatus(
        _ status: any VmlStringArgument, isEnabled: consuming (any VmlBoolArgument)? = nil
    ) -> VmlContent {
        let isEnabled = ModifierArguments.expression(isEnabled)
        return applying("accessibilityScrollStatus") {
            $0.add(nil, title: status)
            $0.add("isEnabled", expression: isEnabled)
        }
    }
}
