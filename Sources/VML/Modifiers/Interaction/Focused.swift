extension VmlView {
    /// SwiftUI's `focused(_:)`: writes the focus state's current value (`false` when rendered), so
    /// the client knows the field takes part in focus.
    ///
    /// ```swift
    /// VmlTextField("Name", text: .constant("")).focused($isFocused)   // @VmlFocusState var isFocused: Bool
    /// // <TextField text="" style="focused(false)"><Text>Name</Text></TextField>
    /// ```
    public consuming func focused(_ condition: VmlFocusState<Bool>.Binding) -> VmlContent {
        applying("focused") {
            $0.add(nil, expression: .boolean(condition.wrappedValue))
        }
    }

    /// SwiftUI's `focused(_:equals:)`: writes the focus state's current value (`nil` when rendered)
    /// and the value that focuses this field, as a `tag` is written.
    ///
    /// ```swift
    /// VmlTextField("Email", text: .constant("")).focused($field, equals: .email)   // @VmlFocusState var field: Field?
    /// // <TextField text="" style="focused(nil, equals: .email)"><Text>Email</Text></TextField>
    /// ```
    public consuming func focused<Value: Hashable>(_ binding: VmlFocusState<Value?>.Binding, equals value: Value) -> VmlContent {
        applying("focused") {
            $0.add(nil, expression: .swiftValue(binding.wrappedValue as Any))
            $0.add("equals", expression: .swiftValue(value))
        }
    }
}
