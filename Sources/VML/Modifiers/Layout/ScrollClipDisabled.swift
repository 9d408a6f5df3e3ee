extension VmlView {
    /// SwiftUI's `scrollClipDisabled(_:)`.
    ///
    /// ```swift
    /// VmlScrollView {}.scrollClipDisabled()
    /// // <ScrollView style="scrollClipDisabled(true)"/>
    /// ```
    public consuming func scrollClipDisabled(_ disabled: any VmlBoolArgument = true) -> VmlContent {
        applying("scrollClipDisabled", disabled)
    }
}
