extension VmlView {
    /// SwiftUI's `underline(_:color:)`.
    public consuming func underline(_ isActive: (any VmlBoolArgument)? = nil, color: VmlColor? = nil) -> VmlContent {
        applying("underline") {
            $0.add(nil, isActive)
            $0.add("color", color)
        }
    }
}
