extension VmlView {
    /// SwiftUI's `scaledToFit()`.
    public consuming func scaledToFit() -> VmlContent {
        applying("scaledToFit") { _ in }
    }
}
