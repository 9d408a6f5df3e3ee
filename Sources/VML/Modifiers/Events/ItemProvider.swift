extension VmlView {
    /// SwiftUI's `itemProvider(_:)`: compiles and writes nothing (the client provides the item;
    /// the closure is never called).
    ///
    /// ```swift
    /// VmlText("a").itemProvider { VmlItemProvider(object: "a") }   // <Text>a</Text>
    /// ```
    public consuming func itemProvider(_ action: (@isolated(any) () -> VmlItemProvider?)?) -> VmlContent {
        vmlContent
    }
}
