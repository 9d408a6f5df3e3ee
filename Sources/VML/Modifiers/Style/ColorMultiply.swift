extension VmlView {
    /// SwiftUI's `colorMultiply(_:)`.
    ///
    /// ```swift
    /// VmlImage(systemName: "star").colorMultiply(.yellow)
    /// // <Image systemName="star" style="colorMultiply(.yellow)"/>
    /// ```
    public consuming func colorMultiply(_ color: VmlColor) -> VmlContent {
        applying("colorMultiply") {
            $0.add(nil, color)
        }
    }
}
