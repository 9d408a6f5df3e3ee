extension VmlView {
    /// SwiftUI's `controlSize(_:)`: `.controlSize(.large)`.
    public consuming func controlSize(_ controlSize: VmlControlSize) -> VmlContent {
        applying("controlSize") {
            $0.add(nil, controlSize)
        }
    }
}
