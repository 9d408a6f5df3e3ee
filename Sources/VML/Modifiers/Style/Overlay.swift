extension VmlView {
    /// SwiftUI's `overlay(_:ignoresSafeAreaEdges:)`: `.overlay(.black.opacity(0.2))`.
    public func overlay(_ style: VmlShapeStyle, ignoresSafeAreaEdges edges: VmlEdgeSet? = nil) -> VmlContent {
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
    public func overlay(alignment: VmlAlignment? = nil, @VmlBuilder content: () -> VmlContent) -> VmlContent {
        vmlContent.slotted("ov", content: content()) { symbol in
            var arguments = VmlArguments()
            arguments.add("alignment", alignment)
            arguments.add("content", expression: symbol)
            return VMLModifier("overlay", arguments: arguments.list)
        }
    }
}
