extension VmlView {
    /// SwiftUI's `labelsHidden()`.
    public func labelsHidden() -> VmlContent {
        applying("labelsHidden") { _ in }
    }
}
