extension VmlView {
    /// SwiftUI's `strikethrough(_:color:)`.
    public consuming func strikethrough(_ isActive: (any VmlBoolArgument)? = nil, color: VmlColor? = nil) -> VmlContent {
        applying("strikethrough") {
            $0.add(nil, isActive)
            $0.add("color", color)
        }
    }
}
