extension VmlView {
    /// SwiftUI's `textInputAutocapitalization(_:)`; `nil` is written `nil`.
    ///
    /// ```swift
    /// VmlTextField("Name").textInputAutocapitalization(.never)
    /// // <TextField style="textInputAutocapitalization(.never)"><Text>Name</Text></TextField>
    /// ```
    public consuming func textInputAutocapitalization(_ autocapitalization: VmlTextInputAutocapitalization?) -> VmlContent {
        applying("textInputAutocapitalization") {
            $0.add(nil, expression: autocapitalization?.expression ?? .null)
        }
    }
}
