extension VmlView {
    /// SwiftUI's `bold(_:)`: `.bold()` → `bold()`.
    public func bold(_ isActive: VmlBool? = nil) -> VmlContent {
        applying("bold") {
            $0.add(nil, isActive)
        }
    }
}
