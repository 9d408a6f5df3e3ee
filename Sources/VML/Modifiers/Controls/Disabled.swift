extension VmlView {
    /// SwiftUI's `disabled(_:)`: `.disabled(true)`.
    public consuming func disabled(_ disabled: any VmlBoolArgument) -> VmlContent {
        applying("disabled") {
            $0.add(nil, disabled)
        }
    }
}
