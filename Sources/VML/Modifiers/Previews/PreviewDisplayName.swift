extension VmlView {
    /// SwiftUI's `previewDisplayName(_:)`: compiles and writes nothing (a developer preview's name).
    ///
    /// ```swift
    /// VmlText("a").previewDisplayName("Dark")   // <Text>a</Text>
    /// ```
    public consuming func previewDisplayName(_ value: String?) -> VmlContent {
        vmlContent
    }
}
