extension VmlView {
    /// SwiftUI's `compositingGroup()`: the view's layers composite together before effects apply.
    ///
    /// ```swift
    /// VmlText("a").compositingGroup()   // <Text style="compositingGroup()">a</Text>
    /// ```
    public consuming func compositingGroup() -> VmlContent {
        applying("compositingGroup") { _ in }
    }
}
