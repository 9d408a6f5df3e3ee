extension VmlView {
    /// SwiftUI's `animation(_:value:)`, with any `Equatable` value: `.animation(.easeInOut, value: isExpanded)`
    /// → `animation(.easeInOut, value: true)`.
    public consuming func animation<V: Equatable>(_ animation: VmlAnimation?, value: V) -> VmlContent {
        applying("animation") {
            $0.add(nil, expression: animation?.expression ?? .null)
            $0.add("value", expression: .swiftValue(value))
        }
    }

    /// SwiftUI's `animation(_:)`: `.animation(.spring)`.
    public consuming func animation(_ animation: VmlAnimation?) -> VmlContent {
        applying("animation") {
            $0.add(nil, expression: animation?.expression ?? .null)
        }
    }
}
