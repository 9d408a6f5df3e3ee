extension VmlView {
    /// SwiftUI's `accessibilityHint(_:)`: a string is a key, translated in the rendering context as a `Text` title is.
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

    /// SwiftUI's `accessibilityHint(_:)` with a `Text`: its string (already translated, as the `Text` was built).
    public consuming func accessibilityHint(_ hint: VmlText) -> VmlContent {
        applying("accessibilityHint") {
            $0.add(nil, expression: .string(hint.text))
        }
    }
}
