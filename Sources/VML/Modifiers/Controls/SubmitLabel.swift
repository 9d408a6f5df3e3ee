extension VmlView {
    /// SwiftUI's `submitLabel(_:)`, the return key's label.
    ///
    /// ```swift
    /// VmlTextField("Name", text: $name).submitLabel(.done)   // <TextField style="submitLabel(.done)" text=""><Text>Name</Text></TextField>
    /// ```
    public consuming func submitLabel(_ submitLabel: VmlSubmitLabel) -> VmlContent {
        applying("submitLabel") {
            $0.add(nil, submitLabel)
        }
    }
}
