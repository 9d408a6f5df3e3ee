extension VmlView {
    /// SwiftUI's `menuIndicator(_:)`.
    ///
    /// ```swift
    /// VmlMenu("More") {}.menuIndicator(.hidden)
    /// // <Menu style="menuIndicator(.hidden)"><Text template="label">More</Text></Menu>
    /// ```
    public consuming func menuIndicator(_ visibility: VmlVisibility) -> VmlContent {
        applying("menuIndicator") {
            $0.add(nil, visibility)
        }
    }
}
