extension VmlView {
    /// SwiftUI's `accessibilityFocused(_:)`: writes the focus state's current value (`false` when
    /// rendered), as ``VmlView/focused(_:)`` does.
    ///
    /// ```swift
    /// VmlText("Saved").accessibilityFocused($isFocused)   // @VmlAccessibilityFocusState var isFocused: Bool
    /// // <Text style="accessibilityFocused(false)">Saved</Text>
    /// ```
    public consuming func accessibilityFocused(_ condition: VmlAccessibilityFocusState<Bool>.Binding) -> VmlContent {
        applying("accessibilityFocused") {
            $0.add(nil, expression: .boolean(condition.wrappedValue))
        }
    }

    /// SwiftUI's `accessibilityFocused(_:equals:)`: writes the focus state's current value (`nil`
    /// when rendered) and the value that focuses this element.
    ///
    /// ```swift
    /// VmlText("Total").accessibilityFocused($focus, equals: .total)   // @VmlAccessibilityFocusState var focus: Field?
    /// // <Text style="accessibilityFocused(nil, equals: .total)">Total</Text>
    /// ```
    public consuming func accessibilityFocused<Value: Hashable>(
        _ binding: VmlAccessibilityFocusState<Value?>.Binding, equals value: Value
    ) -> VmlContent {
        applying("accessibilityFocused") {
            $0.add(nil, expression: .swiftValue(binding.wrappedValue as Any))
            $0.add("equals", expression: .swiftValue(value))
        }
    }
}
