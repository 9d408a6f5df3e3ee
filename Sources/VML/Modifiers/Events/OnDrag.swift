extension VmlView {
    /// SwiftUI's `onDrag(_:)`: compiles and writes nothing (drag and drop runs on the client; the
    /// closure is never called).
    ///
    /// ```swift
    /// VmlText("a").onDrag { VmlItemProvider(object: "a") }   // <Text>a</Text>
    /// ```
    public consuming func onDrag(_ data: @isolated(any) () -> VmlItemProvider) -> VmlContent {
        vmlContent
    }

    /// SwiftUI's `onDrag(_:preview:)`: compiles and writes nothing; the preview is the client's.
    ///
    /// ```swift
    /// VmlText("a").onDrag { VmlItemProvider(object: "a") } preview: { VmlText("Moving") }   // <Text>a</Text>
    /// ```
    public consuming func onDrag(_ data: @isolated(any) () -> VmlItemProvider, @VmlBuilder preview: () -> VmlContent) -> VmlContent {
        vmlContent
    }
}
