extension VmlView {
    /// SwiftUI's `keyboardType(_:)`.
    ///
    /// ```swift
    /// VmlTextField("Email").keyboardType(.emailAddress)   // <TextField style="keyboardType(.emailAddress)"><Text>Email</Text></TextField>
    /// ```
    public consuming func keyboardType(_ type: VmlKeyboardType) -> VmlContent {
        applying("keyboardType") {
            $0.add(nil, type)
        }
    }
}
