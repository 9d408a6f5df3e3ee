extension VmlView {
    /// SwiftUI's `backgroundStyle(_:)`.
    ///
    /// ```swift
    /// VmlText("Hi").backgroundStyle(.blue.gradient)
    /// // <Text style="backgroundStyle(.blue.gradient)">Hi</Text>
    /// ```
    public consuming func backgroundStyle(_ style: VmlShapeStyle) -> VmlContent {
        applying("backgroundStyle") {
            $0.add(nil, style)
        }
    }
}
