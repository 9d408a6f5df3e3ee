@_spi(VMLInternals) import VMLCore

extension VmlView {
    /// SwiftUI's `containerBackground(_:for:)`: the style and the container it is the background of.
    ///
    /// ```swift
    /// VmlText("a").containerBackground(.blue, for: .widget)   // <Text style="containerBackground(.blue, for: .widget)">a</Text>
    /// ```
    public consuming func containerBackground(_ style: VmlShapeStyle, for container: VmlContainerBackgroundPlacement) -> VmlContent {
        applying("containerBackground") {
            $0.add(nil, style)
            $0.add("for", container)
        }
    }

    /// SwiftUI's `containerBackground(for:alignment:content:)`: the background view becomes a
    /// templated child `containerBackground`.
    ///
    /// ```swift
    /// VmlText("a").containerBackground(for: .widget) { VmlColor.blue }
    /// // <Text style="containerBackground(for: .widget, content: :containerBackground)">a<Rectangle template="containerBackground" style="fill(.blue)"/></Text>
    /// ```
    public consuming func containerBackground(
        for container: VmlContainerBackgroundPlacement, alignment: VmlAlignment? = nil, @VmlBuilder content: () -> VmlContent
    ) -> VmlContent {
        vmlContent.slotted("containerBackground", content: content()) { symbol in
            var arguments = ModifierArguments()
            arguments.add("for", container)
            arguments.add("alignment", alignment)
            arguments.add("content", expression: symbol)
            return VMLModifier("containerBackground", arguments: arguments.arguments)
        }
    }
}
