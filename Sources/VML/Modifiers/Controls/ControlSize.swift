extension VmlView {
    /// SwiftUI's `controlSize(_:)`: `.controlSize(.large)`.
    public func controlSize(_ controlSize: VmlControlSize) -> VmlContent {
        applying("controlSize") {
            $0.add(nil, controlSize)
        }
    }
}
