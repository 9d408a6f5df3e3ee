extension VmlView {
    /// SwiftUI's `accessibilityHint(_:)`: a string is a key, translated in the rendering context as a `Text` title is; a `VmlText` is written as it was built.
    ///
    /// ```swift
    /// VmlButton("Send") {}.accessibilityHint("Sends the message")
    /// // <Button style="accessibilityHint(&quot;Sends the message&quot;)"><Text>Send</Text></Button>
    /// ```
    public consuming func accessibilityHint(_ hint: any VmlStringArgument) -> VmlContent {
        applying("accessibilityHint") {
            $0.add(nil, title: hint)
        }
    }
}

extension VmlView {
    /// SwiftUI's `accessibilityHint(_:isEnabled:)`: as `accessibilityHint(_:)`, with whether it applies.
    ///
    /// ```swift
    /// VmlText("a").accessibilityHint("Opens it", isEnabled: true)
    /// // <Text style="accessibilityHint(&quot;Opens it&quot;, isEnabled: true)">a</Text>
    /// ```
    public consuming func accessibilityHint(_ hint: any VmlStringArgument, isEnabled: any VmlBoolArgument) -> VmlContent {
        applying("accessibilityHint") {
            $0.add(nil, title: hint)
            $0.add("isEnabled", expression: isEnabled.vmlExpression)
        }
    }
}
