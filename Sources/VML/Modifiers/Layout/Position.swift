extension VmlView {
    /// SwiftUI's `position(x:y:)`.
    public func position(x: VmlNumber? = nil, y: VmlNumber? = nil) -> VmlContent {
        applying("position") {
            $0.add("x", x)
            $0.add("y", y)
        }
    }
}
