extension VmlView {
    /// SwiftUI's `labelsHidden()`.
    public consuming func labelsHidden() -> VmlContent {
        applying("labelsHidden") { _ in }
    }
}
