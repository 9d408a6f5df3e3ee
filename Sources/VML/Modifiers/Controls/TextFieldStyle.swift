extension VmlView {
    /// SwiftUI's `textFieldStyle(_:)`: `.textFieldStyle(.roundedBorder)`.
    public consuming func textFieldStyle(_ style: VmlTextFieldStyle) -> VmlContent {
        applying("textFieldStyle") {
            $0.add(nil, style)
        }
    }
}
