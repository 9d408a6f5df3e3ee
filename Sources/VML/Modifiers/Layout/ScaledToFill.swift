extension VmlView {
    /// SwiftUI's `scaledToFill()`.
    public func scaledToFill() -> VmlContent {
        applying("scaledToFill") { _ in }
    }
}
