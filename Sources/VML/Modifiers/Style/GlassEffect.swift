extension VmlView {
    /// SwiftUI's `glassEffect(_:in:)`: the glass when it is not `.regular`, and the shape when given.
    ///
    /// ```swift
    /// VmlText("Hi").glassEffect()
    /// // <Text style="glassEffect()">Hi</Text>
    /// VmlText("Hi").glassEffect(.clear, in: .rect(cornerRadius: 16))
    /// // <Text style="glassEffect(.clear, in: .rect(cornerRadius: 16))">Hi</Text>
    /// ```
    public consuming func glassEffect(_ glass: VmlGlass = .regular, in shape: VmlShape? = nil) -> VmlContent {
        applying("glassEffect") {
            if glass != .regular || shape != nil { $0.add(nil, glass) }
            $0.add("in", shape)
        }
    }
}
