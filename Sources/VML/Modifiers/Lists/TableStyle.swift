extension VmlView {
    /// SwiftUI's `tableStyle(_:)`: the style, as `.inset`.
    ///
    /// ```swift
    /// VmlText("a").tableStyle(.inset)   // <Text style="tableStyle(.inset)">a</Text>
    /// ```
    public consuming func tableStyle(_ style: VmlTableStyle) -> VmlContent {
        applying("tableStyle") {
            $0.add(nil, style)
        }
    }
}
