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
