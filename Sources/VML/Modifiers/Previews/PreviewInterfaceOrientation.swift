extension VmlView {
    /// SwiftUI's `previewInterfaceOrientation(_:)`: compiles and writes nothing (a developer
    /// preview's setting).
    ///
    /// ```swift
    /// VmlText("a").previewInterfaceOrientation(.landscapeLeft)   // <Text>a</Text>
    /// ```
    public consuming func previewInterfaceOrientation(_ value: VmlInterfaceOrientation) -> VmlContent {
        vmlContent
    }
}
