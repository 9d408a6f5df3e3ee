extension VmlView {
    /// SwiftUI's `draggable(_:)`: compiles and writes nothing (drag and drop runs on the client;
    /// the payload is never made).
    ///
    /// ```swift
    /// VmlText("a").draggable(note.title)   // <Text>a</Text>
    /// ```
    public consuming func draggable<T>(_ payload: @autoclosure () -> T) -> VmlContent {
        vmlContent
    }

    /// SwiftUI's `draggable(_:preview:)`: compiles and writes nothing; the preview is the client's.
    ///
    /// ```swift
    /// VmlText("a").draggable(note.title) { VmlText("Moving") }   // <Text>a</Text>
    /// ```
    public consuming func draggable<T>(_ payload: @autoclosure () -> T, @VmlBuilder preview: () -> VmlContent) -> VmlContent {
        vmlContent
    }
}
