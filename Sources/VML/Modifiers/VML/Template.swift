extension VmlView {
    /// Names the slot this view fills (`template="label"`): VML's own attribute, with no SwiftUI
    /// counterpart. Slot modifiers keep a name set this way instead of their default one.
    ///
    /// ```swift
    /// VmlButton {
    ///     VmlText("Ignored")
    ///     VmlText("Used").template("label")
    /// }
    /// ```
    /// A name that is not an identifier makes `renderVML()` throw; it is never written.
    public consuming func template(_ name: String) -> VmlContent {
        vmlContent.settingAttribute(VMLAttribute("template", name))
    }
}
