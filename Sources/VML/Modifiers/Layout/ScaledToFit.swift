extension VmlView {
    /// SwiftUI's `scaledToFit()`.
    public func scaledToFit() -> VmlContent {
        applying("scaledToFit") { _ in }
    }
}
