extension VmlView {
    /// SwiftUI's deprecated `accentColor(_:)`: written as its replacement, `tint(_:)`.
    ///
    /// ```swift
    /// VmlButton("Go") {}.accentColor(.orange)
    /// // <Button style="tint(.orange)"><Text>Go</Text></Button>
    /// ```
    public consuming func accentColor(_ color: VmlColor?) -> VmlContent {
        tint(color)
    }
}
