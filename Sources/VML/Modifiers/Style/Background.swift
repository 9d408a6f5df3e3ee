extension VmlView {
    /// SwiftUI's `background(_:ignoresSafeAreaEdges:)`: `.background(.blue)`, `.background(.blue.opacity(0.5))`.
    public func background(_ style: VmlShapeStyle, ignoresSafeAreaEdges edges: VmlEdgeSet? = nil) -> VmlContent {
        modifier("background") {
            $0.add(nil, style)
            $0.add("ignoresSafeAreaEdges", edges)
        }
    }
}
