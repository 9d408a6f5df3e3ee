extension VmlView {
    /// SwiftUI's `imageScale(_:)`: `.imageScale(.large)`.
    public consuming func imageScale(_ scale: VmlImageScale) -> VmlContent {
        applying("imageScale") {
            $0.add(nil, scale)
        }
    }
}
