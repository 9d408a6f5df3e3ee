extension VmlView {
    /// SwiftUI's `blendMode(_:)`.
    ///
    /// ```swift
    /// VmlImage(systemName: "star").blendMode(.multiply)
    /// // <Image systemName="star" style="blendMode(.multiply)"/>
    /// ```
    public consuming func blendMode(_ mode: VmlBlendMode) -> VmlContent {
        applying("blendMode") {
            $0.add(nil, mode)
        }
    }
}
