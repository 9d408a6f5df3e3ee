extension VmlView {
    /// SwiftUI's `hoverEffect(_:)`.
    ///
    /// ```swift
    /// VmlButton("Open") {}.hoverEffect(.lift)
    /// // <Button style="hoverEffect(.lift)"><Text>Open</Text></Button>
    /// ```
    public consuming func hoverEffect(_ effect: VmlHoverEffect = .automatic) -> VmlContent {
        applying("hoverEffect") {
            $0.add(nil, effect)
        }
    }
}
