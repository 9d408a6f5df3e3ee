extension VmlView {
    /// SwiftUI's `listRowHoverEffectDisabled(_:)`.
    ///
    /// ```swift
    /// VmlText("Row").listRowHoverEffectDisabled()
    /// // <Text style="listRowHoverEffectDisabled(true)">Row</Text>
    /// ```
    public consuming func listRowHoverEffectDisabled(_ disabled: any VmlBoolArgument = true) -> VmlContent {
        applying("listRowHoverEffectDisabled", disabled)
    }
}
