extension VmlView {
    /// SwiftUI's `contentShape(_:eoFill:)`: `.contentShape(.rect)`.
    public consuming func contentShape(_ shape: VmlShape, eoFill: (any VmlBoolArgument)? = nil) -> VmlContent {
        applying("contentShape") {
            $0.add(nil, shape)
            $0.add("eoFill", eoFill)
        }
    }
}
