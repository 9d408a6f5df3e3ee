extension VmlView {
    /// SwiftUI's `listRowBackground(_:)`: the view becomes a templated child `bg`.
    ///
    /// ```swift
    /// VmlText("Row").listRowBackground(VmlColor.yellow)
    /// // <Text style="listRowBackground(content: :bg)">Row<Rectangle template="bg" style="fill(.yellow)"/></Text>
    /// ```
    public consuming func listRowBackground(_ view: (any VmlView)?) -> VmlContent {
        guard let view else { return applying("listRowBackground") { $0.add(nil, expression: .null) } }
        return vmlContent.slotted("bg", content: view.vmlContent) { symbol in
            VMLModifier("listRowBackground", .labeled("content", symbol))
        }
    }
}
