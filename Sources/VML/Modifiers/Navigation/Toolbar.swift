extension VmlView {
    /// SwiftUI's `toolbar(content:)`, a multi-valued slot: every top-level view of the content
    /// becomes a child with `template="toolbar"`.
    ///
    /// ```swift
    /// VmlList { VmlText("Row 1") }
    ///     .toolbar {
    ///         VmlToolbarItem(placement: .topBarLeading) { VmlText("Filter") }
    ///         VmlToolbarItem(placement: .topBarTrailing) { VmlText("Edit") }
    ///     }
    /// // <List style="toolbar(content: :toolbar)"> … <ToolbarItem template="toolbar" placement="topBarLeading">
    /// ```
    public consuming func toolbar(@VmlBuilder content: () -> VmlContent) -> VmlContent {
        vmlContent.slotted("toolbar", content: content(), multiValued: true) { symbol in
            VMLModifier("toolbar", .labeled("content", symbol))
        }
    }
}
