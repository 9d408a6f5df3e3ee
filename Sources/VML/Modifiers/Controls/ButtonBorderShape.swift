extension VmlView {
    /// SwiftUI's `buttonBorderShape(_:)`.
    ///
    /// ```swift
    /// VmlButton("Buy") {}.buttonBorderShape(.capsule)
    /// // <Button style="buttonBorderShape(.capsule)"><Text>Buy</Text></Button>
    /// ```
    public consuming func buttonBorderShape(_ shape: VmlButtonBorderShape) -> VmlContent {
        applying("buttonBorderShape") {
            $0.add(nil, shape)
        }
    }
}
