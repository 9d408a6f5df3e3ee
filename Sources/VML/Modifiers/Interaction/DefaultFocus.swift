extension VmlView {
    /// SwiftUI's `defaultFocus(_:_:priority:)`: compiles and writes nothing (focus is the client's).
    ///
    /// ```swift
    /// VmlText("a").defaultFocus($field, .email)   // <Text>a</Text>
    /// ```
    public consuming func defaultFocus<V: Hashable>(
        _ binding: VmlFocusState<V>.Binding, _ value: V, priority: VmlDefaultFocusEvaluationPriority? = nil
    ) -> VmlContent {
        vmlContent
    }
}
