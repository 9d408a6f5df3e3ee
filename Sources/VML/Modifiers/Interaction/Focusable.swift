extension VmlView {
    /// SwiftUI's `focusable(_:)`.
    ///
    /// ```swift
    /// VmlText("Card").focusable()
    /// // <Text style="focusable(true)">Card</Text>
    /// ```
    public consuming func focusable(_ isFocusable: any VmlBoolArgument = true) -> VmlContent {
        applying("focusable", isFocusable)
    }
}
