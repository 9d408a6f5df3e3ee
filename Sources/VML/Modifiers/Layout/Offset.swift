extension VmlView {
    /// SwiftUI's `offset(x:y:)`: `.offset(x: -10)` → `offset(x: -10)`.
    public func offset(x: VmlNumber? = nil, y: VmlNumber? = nil) -> VmlContent {
        applying("offset") {
            $0.add("x", x)
            $0.add("y", y)
        }
    }
}
