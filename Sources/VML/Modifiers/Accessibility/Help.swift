extension VmlView {
    /// SwiftUI's `help(_:)`: a tooltip text.
    ///
    /// ```swift
    /// VmlButton("Save") {}.help("Saves the draft")
    /// // <Button style="help(&quot;Saves the draft&quot;)"><Text>Save</Text></Button>
    /// ```
    public consuming func help(_ text: any VmlStringArgument) -> VmlContent {
        applying("help", text)
    }
}
