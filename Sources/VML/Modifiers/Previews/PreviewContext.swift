extension VmlView {
    /// SwiftUI's `previewContext(_:)`: compiles and writes nothing (a developer preview's context,
    /// such as a widget family).
    ///
    /// ```swift
    /// VmlText("a").previewContext("systemSmall")   // <Text>a</Text>
    /// ```
    public consuming func previewContext<C>(_ value: C) -> VmlContent {
        vmlContent
    }
}
