extension VmlView {
    /// SwiftUI's `disabled(_:)`: `.disabled(true)`.
    public func disabled(_ disabled: VmlBool) -> VmlContent {
        applying("disabled") {
            $0.add(nil, disabled)
        }
    }
}
