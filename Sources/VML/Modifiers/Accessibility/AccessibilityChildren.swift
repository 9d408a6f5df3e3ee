extension VmlView {
    /// SwiftUI's `accessibilityChildren(children:)`: the children assistive technologies read
    /// instead become a templated child `accessibilityChildren`.
    ///
    /// ```swift
    /// VmlText("a").accessibilityChildren { VmlText("Point") }
    /// // <Text style="accessibilityChildren(children: :accessibilityChildren)">a<Text template="accessibilityChildren">Point</Text></Text>
    /// ```
    public consuming func accessibilityChildren(@VmlBuilder children: () -> VmlContent) -> VmlContent {
        vmlContent.slotted("accessibilityChildren", content: children()) { symbol in
            VMLModifier("accessibilityChildren", .labeled("children", symbol))
        }
    }
}
