extension VmlView {
    /// SwiftUI's `focusedValue(_:_:)`: compiles and writes nothing (focus is the client's, and so
    /// are the values focused views publish).
    ///
    /// ```swift
    /// VmlText("a").focusedValue(\.selectedNote, note)   // <Text>a</Text>
    /// ```
    public consuming func focusedValue<Value>(_ keyPath: WritableKeyPath<VmlFocusedValues, Value?>, _ value: Value?) -> VmlContent {
        vmlContent
    }

    /// SwiftUI's `focusedValue(_:)` with an observable object: compiles and writes nothing (focus is
    /// the client's).
    ///
    /// ```swift
    /// VmlText("a").focusedValue(model)   // <Text>a</Text>
    /// ```
    public consuming func focusedValue<T: AnyObject>(_ object: T? = nil) -> VmlContent {
        vmlContent
    }
}
