extension VmlView {
    /// SwiftUI's `transaction(_:)`: compiles and writes nothing (the client animates; the transform
    /// is never called).
    ///
    /// ```swift
    /// VmlText("a").transaction { $0.animation = nil }   // <Text>a</Text>
    /// ```
    public consuming func transaction(_ transform: @isolated(any) (inout VmlTransaction) -> Void) -> VmlContent {
        vmlContent
    }

    /// SwiftUI's `transaction(value:_:)`: compiles and writes nothing.
    ///
    /// ```swift
    /// VmlText("a").transaction(value: selection) { $0.animation = .snappy }   // <Text>a</Text>
    /// ```
    public consuming func transaction(value: some Equatable, _ transform: @isolated(any) (inout VmlTransaction) -> Void) -> VmlContent {
        vmlContent
    }

    /// SwiftUI's `transaction(_:body:)`: the body's modifiers are written on the view (the body
    /// receives the view itself); the transform is never called.
    ///
    /// ```swift
    /// VmlText("a").transaction { $0.animation = nil } body: { content in content.opacity(0.5) }
    /// // <Text style="opacity(0.5)">a</Text>
    /// ```
    public consuming func transaction(
        _ transform: @isolated(any) (inout VmlTransaction) -> Void, @VmlBuilder body: (VmlContent) -> VmlContent
    ) -> VmlContent {
        body(vmlContent)
    }
}
