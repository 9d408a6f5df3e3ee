extension VmlView {
    /// SwiftUI's `hidden()`.
    public consuming func hidden() -> VmlContent {
        applying("hidden") { _ in }
    }
}
