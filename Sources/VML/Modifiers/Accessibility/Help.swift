extension VmlView {
    /// SwiftUI's `help(_:)`, a tooltip text: a string is a key, translated in the rendering context as a `Text` title is; a `VmlText` is written as it was built.
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
}
