extension VmlView {
    /// SwiftUI's `listRowSeparator(_:edges:)`: `.listRowSeparator(.hidden)`.
    public consuming func listRowSeparator(_ visibility: VmlVisibility, edges: VmlEdgeSet? = nil) -> VmlContent {
        applying("listRowSeparator") {
            $0.add(nil, visibility)
            $0.add("edges", edges)
        }
    }
}
