extension VmlView {
    /// SwiftUI's `menuStyle(_:)`.
    ///
    /// ```swift
    /// VmlMenu("More") {}.menuStyle(.button)
    /// // <Menu style="menuStyle(.button)"><Text template="label">More</Text></Menu>
    /// ```
    public consuming func menuStyle(_ style: VmlMenuStyle) -> VmlContent {
        applying("menuStyle") {
            $0.add(nil, style)
        }
    }
}
