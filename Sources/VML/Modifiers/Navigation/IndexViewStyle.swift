extension VmlView {
    /// SwiftUI's `indexViewStyle(_:)`: the style, as `.page`.
    ///
    /// ```swift
    /// VmlText("a").indexViewStyle(.page)   // <Text style="indexViewStyle(.page)">a</Text>
    /// ```
    public consuming func indexViewStyle(_ style: VmlIndexViewStyle) -> VmlContent {
        applying("indexViewStyle") {
            $0.add(nil, style)
        }
    }
}
