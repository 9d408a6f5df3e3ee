extension VmlView {
    /// SwiftUI's `previewLayout(_:)`: compiles and writes nothing (a developer preview's setting).
    ///
    /// ```swift
    /// VmlText("a").previewLayout(.sizeThatFits)   // <Text>a</Text>
    /// ```
    public consuming func previewLayout(_ value: VmlPreviewLayout) -> VmlContent {
        vmlContent
    }
}
