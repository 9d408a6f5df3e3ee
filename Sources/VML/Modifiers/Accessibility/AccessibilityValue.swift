extension VmlView {
    /// SwiftUI's `accessibilityValue(_:)`.
    ///
    /// ```swift
    /// VmlSlider(value: .constant(0.5)).accessibilityValue("50 percent")
    /// // <Slider value="0.5" style="accessibilityValue(&quot;50 percent&quot;)"/>
    /// ```
    public consuming func accessibilityValue(_ value: any VmlStringArgument) -> VmlContent {
        applying("accessibilityValue", value)
    }
}
