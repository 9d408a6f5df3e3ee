extension VmlView {
    /// SwiftUI's `padding(_:_:)`: `.padding()`, `.padding(.horizontal)`, `.padding(.horizontal, 12)`.
    public func padding(_ edges: VmlEdgeSet? = nil, _ length: (any VmlNumberArgument)? = nil) -> VmlContent {
        applying("padding") {
            $0.add(nil, edges)
            $0.add(nil, length)
        }
    }

    /// SwiftUI's `padding(_ length:)`: `.padding(8)` → `padding(8)`.
    public func padding(_ length: any VmlNumberArgument) -> VmlContent {
        applying("padding", length)
    }
}
