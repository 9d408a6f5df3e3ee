extension VmlView {
    /// SwiftUI's `badge(_:)` with a count: `.badge(5)` → `badge(5)`.
    ///
    /// ```swift
    /// VmlText("Inbox").badge(5)   // <Text style="badge(5)">Inbox</Text>
    /// ```
    public consuming func badge(_ count: Int) -> VmlContent {
        applying("badge", count)
    }

    /// SwiftUI's `badge(_:)` with a string: `.badge("New")` → `badge("New")`.
    public consuming func badge(_ label: String) -> VmlContent {
        applying("badge", label)
    }

    /// SwiftUI's `badge(_:)` with a `Text`: its string, `badge("New")`.
    public consuming func badge(_ label: VmlText) -> VmlContent {
        applying("badge", label.text)
    }
}
