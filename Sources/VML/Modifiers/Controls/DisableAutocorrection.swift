extension VmlView {
    /// SwiftUI's `disableAutocorrection(_:)` (deprecated in SwiftUI): written as its replacement, `autocorrectionDisabled(_:)`; `nil` is `false`.
    ///
    /// ```swift
    /// VmlTextField("Code", text: .constant("")).disableAutocorrection(true)
    /// // <TextField text="" style="autocorrectionDisabled(true)"><Text>Code</Text></TextField>
    /// ```
    public consuming func disableAutocorrection(_ disable: Bool?) -> VmlContent {
        autocorrectionDisabled(disable ?? false)
    }
}
