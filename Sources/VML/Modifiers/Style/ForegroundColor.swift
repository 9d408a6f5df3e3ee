extension VmlView {
    /// SwiftUI's `foregroundColor(_:)`: `.foregroundColor(.red)`.
    public func foregroundColor(_ color: VmlColor?) -> VmlContent {
        modifier("foregroundColor") { $0.add(nil, expression: color?.expression ?? .null) }
    }
}
