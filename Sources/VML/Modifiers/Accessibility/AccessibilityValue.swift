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

extension VmlView {
    /// SwiftUI's `accessibilityValue(_:isEnabled:)`: as `accessibilityValue(_:)`, with whether it applies.
    ///
    /// ```swift
    /// VmlText("a").accessibilityValue("50%", isEnabled: true)
    /// // <Text style="accessibilityValue(&quot;50%&quot;, isEnabled: true)">a</Text>
    /// ```
    public consuming func accessibilityValue(_ value: any VmlStringArgument, isEnabled: any VmlBoolArgument) -> VmlContent {
        applying("accessibilityValue") {
            $0.add(nil, title: value)
            $0.add("isEnabled", expression: isEnabled.vmlExpression)
        }
    }
}
