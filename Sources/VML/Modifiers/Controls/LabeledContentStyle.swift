extension VmlView {
    /// SwiftUI's `labeledContentStyle(_:)`: the style, as `.automatic`.
    ///
    /// ```swift
    /// VmlText("a").labeledContentStyle(.automatic)   // <Text style="labeledContentStyle(.automatic)">a</Text>
    /// ```
    public consuming func labeledContentStyle(_ style: VmlLabeledContentStyle) -> VmlContent {
        applying("labeledContentStyle") {
            $0.add(nil, style)
        }
    }
}
