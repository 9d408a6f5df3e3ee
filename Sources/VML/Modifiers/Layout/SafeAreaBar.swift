@_spi(VMLInternals) import VMLCore

extension VmlView {
    /// SwiftUI's `safeAreaBar(edge:alignment:spacing:content:)` (iOS 26): a bar the scroll edge
    /// effect extends under; the content becomes a templated child `safeAreaBar`.
    ///
    /// ```swift
    /// VmlList {}.safeAreaBar(edge: .bottom) { VmlText("Footer") }
    /// // <List style="safeAreaBar(edge: .bottom, content: :safeAreaBar)"><Text template="safeAreaBar">Footer</Text></List>
    /// ```
    public consuming func safeAreaBar(
        edge: VmlEdge, alignment: VmlAlignment? = nil, spacing: consuming (any VmlNumberArgument)? = nil,
        @VmlBuilder content: () -> VmlContent
    ) -> VmlContent {
        let spacing = ModifierArguments.expression(spacing)
        return vmlContent.slotted("safeAreaBar", content: content()) { symbol in
            var arguments = ModifierArguments()
            arguments.add("edge", edge)
            arguments.add("alignment", alignment)
            arguments.add("spacing", expression: spacing)
            arguments.add("content", expression: symbol)
            return VMLModifier("safeAreaBar", arguments: arguments.arguments)
        }
    }
}
