extension VmlView {
    /// SwiftUI's `pickerStyle(_:)`: `.pickerStyle(.segmented)`.
    public consuming func pickerStyle(_ style: VmlPickerStyle) -> VmlContent {
        applying("pickerStyle") {
            $0.add(nil, style)
        }
    }
}
