extension VmlView {
    /// SwiftUI's `clipShape(_:)`: `.clipShape(.capsule)`, `.clipShape(.rect(cornerRadius: 12))`.
    public consuming func clipShape(_ shape: VmlShape) -> VmlContent {
        applying("clipShape") {
            $0.add(nil, shape)
        }
    }
}
