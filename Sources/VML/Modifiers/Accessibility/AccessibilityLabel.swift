extension VmlView {
    /// SwiftUI's `accessibilityLabel(_:)`: a string is a key, translated in the rendering context as a `Text` title is; a `VmlText` is written as it was built.
    ///
    /// ```swift
    /// VmlImage(systemName: "trash").accessibilityLabel(VmlText("Delete"))
    /// // <Image systemName="trash" style="accessibilityLabel(&quot;Delete&quot;)"/>
    /// ```
    public consuming func accessibilityLabel(_ label: any VmlStringArgument) -> VmlContent {
        applying("accessibilityLabel") {
            $0.add(nil, title: label)
        }
    }
}
