extension VmlView {
    /// SwiftUI's `monospacedDigit()`.
    ///
    /// ```swift
    /// VmlText("12:30").monospacedDigit()   // <Text style="monospacedDigit()">12:30</Text>
    /// ```
    public consuming func monospacedDigit() -> VmlContent {
        applying("monospacedDigit") { _ in }
    }
}
