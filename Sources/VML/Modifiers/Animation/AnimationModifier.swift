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

    /// SwiftUI's `animation(_:body:)`: the body's modifiers are written on the view (the body
    /// receives the view itself), then `animation(_:)`: VML scopes an animation to the view, not to
    /// some of its modifiers.
    ///
    /// ```swift
    /// VmlText("a").animation(.easeIn) { content in content.opacity(0.5) }   // <Text style="opacity(0.5), animation(.easeIn)">a</Text>
    /// ```
    public consuming func animation(_ animation: VmlAnimation?, @VmlBuilder body: (VmlContent) -> VmlContent) -> VmlContent {
        body(vmlContent).animation(animation)
    }
}
