extension VmlView {
    /// SwiftUI's `baselineOffset(_:)`.
    ///
    /// ```swift
    /// VmlText("2").baselineOffset(6)
    /// // <Text style="baselineOffset(6)">2</Text>
    /// ```
    public consuming func baselineOffset(_ offset: any VmlNumberArgument) -> VmlContent {
        applying("baselineOffset", offset)
    }
}
