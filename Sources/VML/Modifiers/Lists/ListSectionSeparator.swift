extension VmlView {
    /// SwiftUI's `listSectionSeparator(_:edges:)`.
    ///
    /// ```swift
    /// VmlSection("A") {}.listSectionSeparator(.hidden)
    /// // <Section style="listSectionSeparator(.hidden)"><Text template="header">A</Text></Section>
    /// ```
    public consuming func listSectionSeparator(_ visibility: VmlVisibility, edges: VmlEdgeSet? = nil) -> VmlContent {
        applying("listSectionSeparator") {
            $0.add(nil, visibility)
            $0.add("edges", edges)
        }
    }
}
