extension VmlView {
    /// SwiftUI's `help(_:)`, a tooltip text: a string is a key, translated in the rendering context as a `Text` title is.
    ///
    /// ```swift
    /// VmlButton("Save") {}.help("Saves the draft")
    /// // <Button style="help(&quot;Saves the draft&quot;)"><Text>Save</Text></Button>
    /// ```
    public consuming func help(_ text: any VmlStringArgument) -> VmlContent {
        applying("help") {
            $0.add(nil, title: text)
        }
    }

    /// SwiftUI's `help(_:)` with a `Text`: its string (already translated, as the `Text` was built).
    public consuming func help(_ text: VmlText) -> VmlContent {
        applying("help") {
            $0.add(nil, expression: .string(text.text))
        }
    }
}
