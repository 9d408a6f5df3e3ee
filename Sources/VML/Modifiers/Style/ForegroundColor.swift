extension VmlView {
    /// SwiftUI's `foregroundColor(_:)`: `.foregroundColor(.red)` → `foregroundColor(.red)`.
    public consuming func foregroundColor(_ color: VmlColor?) -> VmlContent {
        applying("foregroundColor") {
            $0.add(nil, expression: color?.expression ?? .null)
        }
    }
}
