extension VmlView {
    /// SwiftUI's `accentColor(_:)` (deprecated in SwiftUI).
    ///
    /// ```swift
    /// VmlButton("Go") {}.accentColor(.orange)
    /// // <Button style="accentColor(.orange)"><Text>Go</Text></Button>
    /// ```
    public consuming func accentColor(_ color: VmlColor?) -> VmlContent {
        applying("accentColor") {
            $0.add(nil, expression: color?.expression ?? .null)
        }
    }
}
