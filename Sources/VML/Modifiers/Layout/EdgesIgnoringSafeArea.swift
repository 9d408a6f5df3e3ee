extension VmlView {
    /// SwiftUI's `edgesIgnoringSafeArea(_:)` (deprecated in SwiftUI): written as its replacement, `ignoresSafeArea(edges:)`.
    ///
    /// ```swift
    /// VmlColor.blue.edgesIgnoringSafeArea(.all)
    /// // <Rectangle style="fill(.blue), ignoresSafeArea(edges: .all)"/>
    /// ```
    public consuming func edgesIgnoringSafeArea(_ edges: VmlEdgeSet) -> VmlContent {
        ignoresSafeArea(edges: edges)
    }
}
