extension VmlView {
    /// SwiftUI's `hidden()`.
    public func hidden() -> VmlContent {
        applying("hidden") { _ in }
    }
}
