extension VmlView {
    /// SwiftUI's `monospaced(_:)`.
    ///
    /// ```swift
    /// VmlText("a").monospaced()   // <Text style="monospaced()">a</Text>
    /// ```
    public consuming func monospaced(_ isActive: Bool? = nil) -> VmlContent {
        applying("monospaced") {
            $0.add(nil, expression: isActive.map { .boolean($0) })
        }
    }
}
