@_spi(VMLInternals) import VMLCore

extension VmlView {
    /// SwiftUI's `safeAreaInset(edge:alignment:spacing:content:)`: the content becomes a templated
    /// child `safeAreaInset`.
    ///
    /// ```swift
    /// VmlList { … }.safeAreaInset(edge: .bottom) { VmlText("Footer") }
    /// // safeAreaInset(edge: .bottom, content: :safeAreaInset)
    /// ```
    public consuming func safeAreaInset(
        edge: VmlEdge, alignment: VmlAlignment? = nil, spacing: consuming (any VmlNumberArgument)? = nil,
        @VmlBuilder content: () -> VmlContent
    ) -> VmlContent {
        let spacing = ModifierArguments.expression(spacing)
        return vmlContent.slotted("safeAreaInset", content: content()) { symbol in
            var arguments = ModifierArguments()
            arguments.add("edge", edge)
            arguments.add("alignment", alignment)
            arguments.add("spacing", expression: spacing)
            arguments.add("content", expression: symbol)
            return VMLModifier("safeAreaInset", arguments: arguments.arguments)
        }
    }
}
