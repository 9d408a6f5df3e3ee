extension VmlView {
    /// SwiftUI's `ignoresSafeArea(_:edges:)`: `.ignoresSafeArea()`, `.ignoresSafeArea(.keyboard, edges: .bottom)`.
    public consuming func ignoresSafeArea(_ regions: VmlSafeAreaRegions? = nil, edges: VmlEdgeSet? = nil) -> VmlContent {
        applying("ignoresSafeArea") {
            $0.add(nil, regions)
            $0.add("edges", edges)
        }
    }
}
