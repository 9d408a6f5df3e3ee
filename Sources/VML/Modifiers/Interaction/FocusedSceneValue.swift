extension VmlView {
    /// SwiftUI's `focusedSceneValue(_:_:)`: compiles and writes nothing (focus is the client's,
    /// and so are the values a scene publishes).
    ///
    /// ```swift
    /// VmlText("a").focusedSceneValue(\.selectedNote, note)   // <Text>a</Text>
    /// ```
    public consuming func focusedSceneValue<T>(_ keyPath: WritableKeyPath<VmlFocusedValues, T?>, _ value: T?) -> VmlContent {
        vmlContent
    }
}

extension VmlView {
    /// SwiftUI's `focusedSceneValue(_:)` with an `@Observable` object: compiles and writes
    /// nothing; focus is the client's.
    ///
    /// ```swift
    /// VmlText("a").focusedSceneValue(model)   // <Text>a</Text>
    /// ```
    public consuming func focusedSceneValue<T: AnyObject>(_ object: T?) -> VmlContent {
        vmlContent
    }
}
