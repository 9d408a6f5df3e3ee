extension VmlView {
    /// SwiftUI's `textSelection(_:)`.
    ///
    /// ```swift
    /// VmlText("a").textSelection(.enabled)   // <Text style="textSelection(.enabled)">a</Text>
    /// ```
    public consuming func textSelection(_ selectability: VmlTextSelectability) -> VmlContent {
        applying("textSelection") {
            $0.add(nil, selectability)
        }
    }
}
