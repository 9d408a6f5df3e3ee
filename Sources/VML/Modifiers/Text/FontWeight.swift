extension VmlView {
    /// SwiftUI's `fontWeight(_:)`: `.fontWeight(.bold)`.
    public consuming func fontWeight(_ weight: VmlFontWeight?) -> VmlContent {
        applying("fontWeight") {
            $0.add(nil, expression: weight?.expression ?? .null)
        }
    }
}
