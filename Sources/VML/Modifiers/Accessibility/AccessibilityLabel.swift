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

extension VmlView {
    /// SwiftUI's `accessibilityLabel(_:isEnabled:)`: as `accessibilityLabel(_:)`, with whether it applies.
    ///
    /// ```swift
    /// VmlText("a").accessibilityLabel("Close", isEnabled: true)
    /// // <Text style="accessibilityLabel(&quot;Close&quot;, isEnabled: true)">a</Text>
    /// ```
    public consuming func accessibilityLabel(_ label: any VmlStringArgument, isEnabled: any VmlBoolArgument) -> VmlContent {
        applying("accessibilityLabel") {
            $0.add(nil, title: label)
            $0.add("isEnabled", expression: isEnabled.vmlExpression)
        }
    }
}

extension VmlView {
    /// SwiftUI's `accessibilityLabel(content:)`, refused at compile time: the closure edits the
    /// label the client computes for the view.
    ///
    /// ```swift
    /// VmlText("a").accessibilityLabel { label in label }
    /// // error: 'accessibilityLabel(content:)' is unavailable: the closure edits the label the client computes: write accessibilityLabel(_:) with the whole label
    /// ```
    @available(
        *, unavailable,
        message: "the closure edits the label the client computes: write accessibilityLabel(_:) with the whole label"
    )
    public func accessibilityLabel<Label>(content: (Label) -> VmlContent) -> VmlContent { vmlContent }
}
