@_spi(VMLInternals) import VMLCore

extension VmlView {
    /// SwiftUI's `mask(alignment:_:)`: the mask becomes a templated child `mask`, referenced as
    /// `mask(content: :mask)` (slot references always carry `content:`).
    public consuming func mask(alignment: VmlAlignment? = nil, @VmlBuilder _ mask: () -> VmlContent) -> VmlContent {
        vmlContent.slotted("mask", content: mask()) { symbol in
            var arguments = ModifierArguments()
            arguments.add("alignment", alignment)
            arguments.add("content", expression: symbol)
            return VMLModifier("mask", arguments: arguments.arguments)
        }
    }

    /// SwiftUI's `mask(_:)` with a view: the view becomes a templated child `mask`.
    ///
    /// ```swift
    /// VmlText("a").mask(VmlCircle())
    /// // <Text style="mask(content: :mask)">a<Circle template="mask"/></Text>
    /// ```
    public consuming func mask<Mask: VmlView>(_ mask: Mask) -> VmlContent {
        self.mask { mask }
    }
}
