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
