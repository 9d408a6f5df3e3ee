extension VmlView {
    /// SwiftUI's `interactiveDismissDisabled(_:)`: `.interactiveDismissDisabled()`.
    ///
    /// ```swift
    /// VmlText("a").interactiveDismissDisabled()   // <Text style="interactiveDismissDisabled()">a</Text>
    /// ```
    public consuming func interactiveDismissDisabled(_ isDisabled: Bool? = nil) -> VmlContent {
        applying("interactiveDismissDisabled") {
            $0.add(nil, expression: isDisabled.map { .boolean($0) })
        }
    }
}
