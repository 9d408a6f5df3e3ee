@_spi(VMLInternals) import VMLCore

extension VmlView {
    /// SwiftUI's `overlay(_:ignoresSafeAreaEdges:)`: `.overlay(.black.opacity(0.2))`.
    public consuming func overlay(_ style: VmlShapeStyle, ignoresSafeAreaEdges edges: VmlEdgeSet? = nil) -> VmlContent {
        applying("overlay") {
            $0.add(nil, style)
            $0.add("ignoresSafeAreaEdges", edges)
        }
    }

    /// SwiftUI's `overlay(alignment:content:)`: the content becomes a templated child `ov`.
    ///
    /// ```swift
    /// VmlCircle().fill(.blue).overlay { VmlText("42") }
    /// // <Circle style="fill(.blue), overlay(content: :ov)"><Text template="ov">42</Text></Circle>
    /// ```
    public consuming func overlay(alignment: VmlAlignment? = nil, @VmlBuilder content: () -> VmlContent) -> VmlContent {
        vmlContent.slotted("ov", content: content()) { symbol in
            var arguments = ModifierArguments()
            arguments.add("alignment", alignment)
            arguments.add("content", expression: symbol)
            return VMLModifier("overlay", arguments: arguments.arguments)
        }
    }

    /// SwiftUI's `overlay(_:alignment:)` with a view: the view becomes a templated child `ov`, as
    /// with the builder form.
    ///
    /// ```swift
    /// VmlCircle().overlay(VmlText("42"))
    /// // <Circle style="overlay(content: :ov)"><Text template="ov">42</Text></Circle>
    /// ```
    ///
    /// A ``VmlColor`` is written as the color (`overlay(.black)`), as SwiftUI's `Color` is a shape
    /// style there too.
    public consuming func overlay<Content: VmlView>(_ content: Content, alignment: VmlAlignment? = nil) -> VmlContent {
        if alignment == nil, let color = content as? VmlColor { return overlay(color, ignoresSafeAreaEdges: nil) }
        return overlay(alignment: alignment) { content }
    }

    /// SwiftUI's `overlay(_:in:fillStyle:)`: a style filling a shape over the view, with the fill
    /// style when it is not the default.
    ///
    /// ```swift
    /// VmlText("a").overlay(.red, in: .circle)   // <Text style="overlay(.red, in: .circle)">a</Text>
    /// ```
    public consuming func overlay(_ style: VmlShapeStyle, in shape: VmlShape, fillStyle: VmlFillStyle? = nil) -> VmlContent {
        applying("overlay") {
            $0.add(nil, style)
            $0.add("in", shape)
            if let fillStyle, !fillStyle.isDefault { $0.add("fillStyle", fillStyle) }
        }
    }
}
