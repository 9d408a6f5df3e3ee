extension VmlView {
    /// SwiftUI's `scrollDisabled(_:)`.
    ///
    /// ```swift
    /// VmlList {}.scrollDisabled(true)
    /// // <List style="scrollDisabled(true)"/>
    /// ```
    public consuming func scrollDisabled(_ disabled: any VmlBoolArgument) -> VmlContent {
        applying("scrollDisabled", disabled)
    }
}
