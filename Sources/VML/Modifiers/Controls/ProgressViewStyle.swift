extension VmlView {
    /// SwiftUI's `progressViewStyle(_:)`.
    ///
    /// ```swift
    /// VmlProgressView().progressViewStyle(.circular)
    /// // <ProgressView style="progressViewStyle(.circular)"/>
    /// ```
    public consuming func progressViewStyle(_ style: VmlProgressViewStyle) -> VmlContent {
        applying("progressViewStyle") {
            $0.add(nil, style)
        }
    }
}
