extension VmlView {
    /// SwiftUI's `disabled(_:)`: `.disabled(true)`.
    public func disabled(_ disabled: any VmlBoolArgument) -> VmlContent {
        applying("disabled") {
            $0.add(nil, disabled)
        }
    }
}
