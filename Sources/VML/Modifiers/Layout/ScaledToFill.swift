extension VmlView {
    /// SwiftUI's `scaledToFill()`.
    public consuming func scaledToFill() -> VmlContent {
        applying("scaledToFill") { _ in }
    }
}
