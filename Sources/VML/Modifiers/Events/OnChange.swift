extension VmlView {
    /// SwiftUI's `onChange(of:initial:_:)` with the old and new values: compiles and writes nothing
    /// (spec §5: the client owns events; the action is never called).
    ///
    /// ```swift
    /// VmlText("a").onChange(of: query) { old, new in search(new) }   // <Text>a</Text>
    /// ```
    public consuming func onChange<V: Equatable>(
        of value: V, initial: Bool = false, _ action: @isolated(any) (_ oldValue: V, _ newValue: V) -> Void
    ) -> VmlContent {
        vmlContent
    }

    /// SwiftUI's `onChange(of:initial:_:)` without the values: compiles and writes nothing.
    ///
    /// ```swift
    /// VmlText("a").onChange(of: query) { search() }   // <Text>a</Text>
    /// ```
    public consuming func onChange<V: Equatable>(of value: V, initial: Bool = false, _ action: @isolated(any) () -> Void) -> VmlContent {
        vmlContent
    }

    /// SwiftUI's deprecated `onChange(of:perform:)` with the new value only (iOS 14's spelling,
    /// still common): compiles and writes nothing.
    ///
    /// ```swift
    /// VmlText("a").onChange(of: query) { new in search(new) }   // <Text>a</Text>
    /// ```
    @_disfavoredOverload
    public consuming func onChange<V: Equatable>(of value: V, perform action: @isolated(any) (_ newValue: V) -> Void) -> VmlContent {
        vmlContent
    }
}
