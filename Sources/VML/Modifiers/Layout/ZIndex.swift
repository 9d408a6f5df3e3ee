extension VmlView {
    /// SwiftUI's `zIndex(_:)`.
    public func zIndex(_ value: VmlNumber) -> VmlContent {
        applying("zIndex") {
            $0.add(nil, value)
        }
    }
}
