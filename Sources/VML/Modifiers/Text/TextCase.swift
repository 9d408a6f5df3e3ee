extension VmlView {
    /// SwiftUI's `textCase(_:)`: `.textCase(.uppercase)`.
    public consuming func textCase(_ textCase: VmlTextCase?) -> VmlContent {
        applying("textCase") {
            $0.add(nil, expression: textCase?.expression ?? .null)
        }
    }
}
