extension VmlView {
    /// SwiftUI's `accessibilityRepresentation(representation:)`: the view assistive technologies
    /// read instead becomes a templated child `accessibilityRepresentation`.
    ///
    /// ```swift
    /// VmlText("a").accessibilityRepresentation { VmlToggle("Mute", isOn: .constant(true)) }
    /// // <Text style="accessibilityRepresentation(representation: :accessibilityRepresentation)">a<Toggle template="accessibilityRepresentation" isOn="true"><Text>Mute</Text></Toggle></Text>
    /// ```
    public consuming func accessibilityRepresentation(@VmlBuilder representation: () -> VmlContent) -> VmlContent {
        vmlContent.slotted("accessibilityRepresentation", content: representation()) { symbol in
            VMLModifier("accessibilityRepresentation", .labeled("representation", symbol))
        }
    }
}
