extension VmlView {
    /// SwiftUI's `textContentType(_:)`.
    ///
    /// ```swift
    /// VmlTextField("Email", text: .constant("")).textContentType(.emailAddress)
    /// // <TextField text="" style="textContentType(.emailAddress)"><Text>Email</Text></TextField>
    /// ```
    public consuming func textContentType(_ type: VmlTextContentType?) -> VmlContent {
        applying("textContentType") {
            $0.add(nil, expression: type?.expression ?? .null)
        }
    }
}
