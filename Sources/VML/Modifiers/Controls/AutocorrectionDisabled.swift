extension VmlView {
    /// SwiftUI's `autocorrectionDisabled(_:)`.
    ///
    /// ```swift
    /// VmlTextField("Name").autocorrectionDisabled()
    /// // <TextField style="autocorrectionDisabled()"><Text>Name</Text></TextField>
    /// ```
    public consuming func autocorrectionDisabled(_ disable: Bool? = nil) -> VmlContent {
        applying("autocorrectionDisabled") {
            $0.add(nil, expression: disable.map { .boolean($0) })
        }
    }
}
