extension VmlView {
    /// SwiftUI's `containerShape(_:)`.
    ///
    /// ```swift
    /// VmlVStack {}.containerShape(.rect(cornerRadius: 20))
    /// // <VStack style="containerShape(.rect(cornerRadius: 20))"/>
    /// ```
    public consuming func containerShape(_ shape: VmlShape) -> VmlContent {
        applying("containerShape") {
            $0.add(nil, shape)
        }
    }
}
