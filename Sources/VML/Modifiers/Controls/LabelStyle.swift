extension VmlView {
    /// SwiftUI's `labelStyle(_:)`.
    ///
    /// ```swift
    /// VmlText("a").labelStyle(.iconOnly)   // <Text style="labelStyle(.iconOnly)">a</Text>
    /// ```
    public consuming func labelStyle(_ style: VmlLabelStyle) -> VmlContent {
        applying("labelStyle") {
            $0.add(nil, style)
        }
    }
}
