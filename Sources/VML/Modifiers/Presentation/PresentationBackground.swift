@_spi(VMLInternals) import VMLCore

extension VmlView {
    /// SwiftUI's `presentationBackground(_:)`: a sheet's background style.
    ///
    /// ```swift
    /// VmlText("a").presentationBackground(.thinMaterial)   // <Text style="presentationBackground(.thinMaterial)">a</Text>
    /// ```
    public consuming func presentationBackground(_ style: VmlShapeStyle) -> VmlContent {
        applying("presentationBackground") {
            $0.add(nil, style)
        }
    }

    /// SwiftUI's `presentationBackground(alignment:content:)`: the background view becomes a
    /// templated child `presentationBackground`.
    ///
    /// ```swift
    /// VmlText("a").presentationBackground { VmlColor.yellow }
    /// // <Text style="presentationBackground(content: :presentationBackground)">a<Rectangle template="presentationBackground" style="fill(.yellow)"/></Text>
    /// ```
    public consuming func presentationBackground(alignment: VmlAlignment? = nil, @VmlBuilder content: () -> VmlContent) -> VmlContent {
        vmlContent.slotted("presentationBackground", content: content()) { symbol in
            var arguments = ModifierArguments()
            arguments.add("alignment", alignment)
            arguments.add("content", expression: symbol)
            return VMLModifier("presentationBackground", arguments: arguments.arguments)
        }
    }
}
