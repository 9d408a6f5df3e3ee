@_spi(VMLInternals) import VMLCore

extension VmlView {
    /// SwiftUI's `accessibilityActions(_:)`: each action (a button, usually) becomes a templated
    /// child `accessibilityActions`, so the client can offer them; their actions are never called.
    ///
    /// ```swift
    /// VmlText("a").accessibilityActions { VmlButton("Archive") { archive() } }
    /// // <Text style="accessibilityActions(content: :accessibilityActions)">a<Button template="accessibilityActions"><Text>Archive</Text></Button></Text>
    /// ```
    public consuming func accessibilityActions(@VmlBuilder _ content: () -> VmlContent) -> VmlContent {
        vmlContent.slotted("accessibilityActions", content: content(), multiValued: true) { symbol in
            VMLModifier("accessibilityActions", .labeled("content", symbol))
        }
    }
}

extension VmlView {
    /// SwiftUI's `accessibilityActions(category:_:)` (iOS 18): as `accessibilityActions(_:)`, with
    /// the category the actions are offered under.
    ///
    /// ```swift
    /// VmlText("a").accessibilityActions(category: .edit) { VmlButton("Archive") {} }
    /// // <Text style="accessibilityActions(category: .edit, content: :accessibilityActions)">a<Button template="accessibilityActions"><Text>Archive</Text></Button></Text>
    /// ```
    public consuming func accessibilityActions(
        category: VmlAccessibilityActionCategory, @VmlBuilder _ content: () -> VmlContent
    ) -> VmlContent {
        vmlContent.slotted("accessibilityActions", content: content(), multiValued: true) { symbol in
            VMLModifier("accessibilityActions", .labeled("category", category.expression), .labeled("content", symbol))
        }
    }
}
