extension VmlView {
    /// SwiftUI's `textEditorStyle(_:)`: the style, as `.plain`.
    ///
    /// ```swift
    /// VmlText("a").textEditorStyle(.plain)   // <Text style="textEditorStyle(.plain)">a</Text>
    /// ```
    public consuming func textEditorStyle(_ style: VmlTextEditorStyle) -> VmlContent {
        applying("textEditorStyle") {
            $0.add(nil, style)
        }
    }
}
