extension VmlView {
    /// SwiftUI's `navigationBarTitleDisplayMode(_:)`: `.navigationBarTitleDisplayMode(.inline)`.
    public consuming func navigationBarTitleDisplayMode(_ displayMode: VmlTitleDisplayMode) -> VmlContent {
        applying("navigationBarTitleDisplayMode") {
            $0.add(nil, displayMode)
        }
    }
}
