extension VmlView {
    /// SwiftUI's `accessibilityValue(_:)`: a string is a key, translated in the rendering context as a `Text` title is; a `VmlText` is written as it was built.
    ///
    /// ```swift
    /// VmlSlider(value: .constant(0.5)).accessibilityValue("50 percent")
    /// // <Slider value="0.5" style="accessibilityValue(&quot;50 percent&quot;)"/>
    /// ```
    public consuming func accessibilityValue(_ value: any VmlStringArgument) -> VmlContent {
        applying("accessibilityValue") {
            $0.add(nil, title: value)
        }
    }
}
