extension VmlView {
    /// SwiftUI's `blur(radius:opaque:)`.
    public func blur(radius: VmlNumber, opaque: VmlBool? = nil) -> VmlContent {
        applying("blur") {
            $0.add("radius", radius)
            $0.add("opaque", opaque)
        }
    }
}
