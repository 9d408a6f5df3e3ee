extension VmlView {
    /// SwiftUI's `symbolRenderingMode(_:)`: `.symbolRenderingMode(.hierarchical)`.
    public consuming func symbolRenderingMode(_ mode: VmlSymbolRenderingMode?) -> VmlContent {
        applying("symbolRenderingMode") {
            $0.add(nil, expression: mode?.expression ?? .null)
        }
    }
}
