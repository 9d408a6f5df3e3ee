extension VmlView {
    /// SwiftUI's `blur(radius:opaque:)`.
    public consuming func blur(radius: any VmlNumberArgument, opaque: (any VmlBoolArgument)? = nil) -> VmlContent {
        applying("blur") {
            $0.add("radius", radius)
            $0.add("opaque", opaque)
        }
    }
}
