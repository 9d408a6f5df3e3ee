extension VmlView {
    /// SwiftUI's `id(_:)`: sets the root attribute `id` (spec §1); never a style modifier.
    ///
    /// `VmlVStack { … }.id("home")` → `<VStack id="home">`.
    public consuming func id(_ id: String) -> VmlContent {
        vmlContent.settingAttribute(VMLAttribute("id", id))
    }

    /// `id` from a number: `.id(42)` → `id="42"`.
    public consuming func id(_ id: Int) -> VmlContent {
        vmlContent.settingAttribute(VMLAttribute("id", String(id)))
    }
}
