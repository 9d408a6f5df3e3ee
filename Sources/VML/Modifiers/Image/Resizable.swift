extension VmlView {
    /// SwiftUI's `Image.resizable(capInsets:resizingMode:)`: `.resizable()`, `.resizable(resizingMode: .tile)`.
    public consuming func resizable(capInsets: VmlEdgeInsets? = nil, resizingMode: VmlImageResizingMode? = nil) -> VmlContent {
        applying("resizable") {
            $0.add("capInsets", capInsets)
            $0.add("resizingMode", resizingMode)
        }
    }
}
