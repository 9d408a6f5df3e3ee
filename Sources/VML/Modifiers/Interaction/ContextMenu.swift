extension VmlView {
    /// SwiftUI's `contextMenu(menuItems:)`: the items become one templated child `contextMenu` (a
    /// `Group` when there are several); their actions are never called.
    ///
    /// ```swift
    /// VmlText("a").contextMenu { VmlButton("Copy") { copy() } }
    /// // <Text style="contextMenu(content: :contextMenu)">a<Button template="contextMenu"><Text>Copy</Text></Button></Text>
    /// ```
    public consuming func contextMenu(@VmlBuilder menuItems: () -> VmlContent) -> VmlContent {
        vmlContent.slotted("contextMenu", content: menuItems()) { symbol in
            VMLModifier("contextMenu", .labeled("content", symbol))
        }
    }
}
