extension VmlView {
    /// SwiftUI's `previewDevice(_:)`: compiles and writes nothing (a developer preview's setting).
    ///
    /// ```swift
    /// VmlText("a").previewDevice("iPhone 15 Pro")   // <Text>a</Text>
    /// ```
    public consuming func previewDevice(_ value: VmlPreviewDevice?) -> VmlContent {
        vmlContent
    }
}
