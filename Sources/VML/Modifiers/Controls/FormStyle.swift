extension VmlView {
    /// SwiftUI's `formStyle(_:)`.
    ///
    /// ```swift
    /// VmlForm {}.formStyle(.grouped)   // <Form style="formStyle(.grouped)"/>
    /// ```
    public consuming func formStyle(_ style: VmlFormStyle) -> VmlContent {
        applying("formStyle") {
            $0.add(nil, style)
        }
    }
}
