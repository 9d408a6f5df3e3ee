extension VmlView {
    /// SwiftUI's `animation(_:value:)`: `.animation(.easeInOut, value: 1)`.
    public func animation(_ animation: VmlAnimation?, value: VmlScalar) -> VmlContent {
        applying("animation") {
            $0.add(nil, expression: animation?.expression ?? .null)
            $0.add("value", value)
        }
    }

    /// SwiftUI's `animation(_:)`: `.animation(.spring)`.
    public func animation(_ animation: VmlAnimation?) -> VmlContent {
        applying("animation") {
            $0.add(nil, expression: animation?.expression ?? .null)
        }
    }
}
