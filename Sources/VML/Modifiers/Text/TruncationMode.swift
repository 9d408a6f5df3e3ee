extension VmlView {
    /// SwiftUI's `truncationMode(_:)`: `.truncationMode(.middle)`.
    public consuming func truncationMode(_ mode: VmlTruncationMode) -> VmlContent {
        applying("truncationMode") {
            $0.add(nil, mode)
        }
    }
}
