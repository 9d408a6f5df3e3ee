@_spi(VMLInternals) import VMLCore

extension VmlView {
    /// SwiftUI's `swipeActions(edge:allowsFullSwipe:content:)`: the buttons become one templated
    /// child `swipeActions` (a `Group` when there are several); their actions are never called.
    ///
    /// ```swift
    /// VmlText("Row").swipeActions(edge: .leading) { VmlButton("Pin") { pin() } }
    /// // <Text style="swipeActions(edge: .leading, content: :swipeActions)">Row<Button template="swipeActions"><Text>Pin</Text></Button></Text>
    /// ```
    public consuming func swipeActions(
        edge: VmlEdge? = nil, allowsFullSwipe: Bool? = nil, @VmlBuilder content: () -> VmlContent
    ) -> VmlContent {
        vmlContent.slotted("swipeActions", content: content()) { symbol in
            var arguments = ModifierArguments()
            arguments.add("edge", edge)
            arguments.add("allowsFullSwipe", expression: allowsFullSwipe.map { .boolean($0) })
            arguments.add("content", expression: symbol)
            return VMLModifier("swipeActions", arguments: arguments.arguments)
        }
    }
}
