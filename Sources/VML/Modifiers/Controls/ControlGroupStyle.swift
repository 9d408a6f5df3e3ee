extension VmlView {
    /// SwiftUI's `controlGroupStyle(_:)`: the style, as `.navigation`.
    ///
    /// ```swift
    /// VmlText("a").controlGroupStyle(.navigation)   // <Text style="controlGroupStyle(.navigation)">a</Text>
    /// ```
    public consuming func controlGroupStyle(_ style: VmlControlGroupStyle) -> VmlContent {
        applying("controlGroupStyle") {
            $0.add(nil, style)
        }
    }
}
