extension VmlView {
    /// SwiftUI's `groupBoxStyle(_:)`: the style, as `.automatic`.
    ///
    /// ```swift
    /// VmlText("a").groupBoxStyle(.automatic)   // <Text style="groupBoxStyle(.automatic)">a</Text>
    /// ```
    public consuming func groupBoxStyle(_ style: VmlGroupBoxStyle) -> VmlContent {
        applying("groupBoxStyle") {
            $0.add(nil, style)
        }
    }
}
