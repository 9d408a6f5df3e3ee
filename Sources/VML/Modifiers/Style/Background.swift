@_spi(VMLInternals) import VMLCore

extension VmlView {
    /// SwiftUI's `background(_:ignoresSafeAreaEdges:)`: `.background(.blue)`, `.background(.blue.opacity(0.5))`.
    public consuming func background(_ style: VmlShapeStyle, ignoresSafeAreaEdges edges: VmlEdgeSet? = nil) -> VmlContent {
        applying("background") {
            $0.add(nil, style)
            $0.add("ignoresSafeAreaEdges", edges)
        }
    }

    /// SwiftUI's `background(_:in:)`: `.background(.blue, in: .capsule)`.
    public consuming func background(_ style: VmlShapeStyle, in shape: VmlShape) -> VmlContent {
        applying("background") {
            $0.add(nil, style)
            $0.add("in", shape)
        }
    }

    /// SwiftUI's `background(alignment:content:)`: the content becomes a templated child `bg`.
    ///
    /// ```swift
    /// VmlText("Hello").background(alignment: .center) { VmlElement("Star") }
    /// // <Text style="background(alignment: .center, content: :bg)">Hello<Star template="bg"/></Text>
    /// ```
    public consuming func background(alignment: VmlAlignment? = nil, @VmlBuilder content: () -> VmlContent) -> VmlContent {
        vmlContent.slotted("bg", content: content()) { symbol in
            var arguments = ModifierArguments()
            arguments.add("alignment", alignment)
            arguments.add("content", expression: symbol)
            return VMLModifier("background", arguments: arguments.arguments)
        }
    }

    /// SwiftUI's `background(_:alignment:)` with a view: the view becomes a templated child `bg`,
    /// as with the builder form.
    ///
    /// ```swift
    /// VmlText("a").background(VmlCircle())
    /// // <Text style="background(content: :bg)">a<Circle template="bg"/></Text>
    /// ```
    ///
    /// A ``VmlColor`` is written as the color (`background(.blue)`), as SwiftUI's `Color` is a
    /// shape style there too.
    public consuming func background<Content: VmlView>(_ content: Content, alignment: VmlAlignment? = nil) -> VmlContent {
        if alignment == nil, let color = content as? VmlColor { return background(color, ignoresSafeAreaEdges: nil) }
        return background(alignment: alignment) { content }
    }

    /// SwiftUI's `background(ignoresSafeAreaEdges:)`: the context's default background (`.background()`),
    /// with the edges when given.
    ///
    /// ```swift
    /// VmlText("a").background()   // <Text style="background()">a</Text>
    /// ```
    @_disfavoredOverload
    public consuming func background(ignoresSafeAreaEdges edges: VmlEdgeSet? = nil) -> VmlContent {
        applying("background") {
            $0.add("ignoresSafeAreaEdges", edges)
        }
    }

    /// SwiftUI's `background(in:fillStyle:)`: the default background filling a shape, with the fill
    /// style when it is not the default.
    ///
    /// ```swift
    /// VmlText("a").background(in: .capsule)   // <Text style="background(in: .capsule)">a</Text>
    /// ```
    @_disfavoredOverload
    public consuming func background(in shape: VmlShape, fillStyle: VmlFillStyle? = nil) -> VmlContent {
        applying("background") {
            $0.add("in", shape)
            if let fillStyle, !fillStyle.isDefault { $0.add("fillStyle", fillStyle) }
        }
    }
}
