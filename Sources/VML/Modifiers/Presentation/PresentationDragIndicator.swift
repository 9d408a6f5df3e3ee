extension VmlView {
    /// SwiftUI's `presentationDragIndicator(_:)`: `.presentationDragIndicator(.visible)`.
    ///
    /// ```swift
    /// VmlText("a").presentationDragIndicator(.visible)   // <Text style="presentationDragIndicator(.visible)">a</Text>
    /// ```
    public consuming func presentationDragIndicator(_ visibility: VmlVisibility) -> VmlContent {
        applying("presentationDragIndicator") {
            $0.add(nil, visibility)
        }
    }
}
