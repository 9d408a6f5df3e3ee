extension VmlView {
    /// SwiftUI's `scrollIndicators(_:axes:)`; `axes` left at its default is not written.
    ///
    /// ```swift
    /// VmlScrollView {}.scrollIndicators(.hidden)   // <ScrollView style="scrollIndicators(.hidden)"/>
    /// ```
    public consuming func scrollIndicators(_ visibility: VmlScrollIndicatorVisibility, axes: VmlAxisSet? = nil) -> VmlContent {
        applying("scrollIndicators") {
            $0.add(nil, visibility)
            $0.add("axes", axes)
        }
    }
}
