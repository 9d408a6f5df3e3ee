@_spi(VMLInternals) import VMLCore

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

    /// SwiftUI's `contextMenu(menuItems:preview:)`: the items and the preview become templated
    /// children `contextMenu` and `contextMenuPreview`.
    ///
    /// ```swift
    /// VmlText("a").contextMenu { VmlButton("Copy") { copy() } } preview: { VmlText("Preview") }
    /// // <Text style="contextMenu(content: :contextMenu, preview: :contextMenuPreview)">a<Button template="contextMenu"><Text>Copy</Text></Button><Text template="contextMenuPreview">Preview</Text></Text>
    /// ```
    @_disfavoredOverload
    public consuming func contextMenu(@VmlBuilder menuItems: () -> VmlContent, @VmlBuilder preview: () -> VmlContent) -> VmlContent {
        vmlContent.slotted([("contextMenu", menuItems()), ("contextMenuPreview", preview())]) { symbols in
            var arguments = ModifierArguments()
            arguments.add("content", expression: symbols[0])
            arguments.add("preview", expression: symbols[1])
            return VMLModifier("contextMenu", arguments: arguments.arguments)
        }
    }

    /// SwiftUI's `contextMenu(forSelectionType:menu:primaryAction:)`: the menu built for an empty
    /// selection (the client's selection is not known when the view is rendered), written as
    /// `contextMenu(menuItems:)` is; the primary action is never called.
    ///
    /// ```swift
    /// VmlText("a").contextMenu(forSelectionType: Int.self) { ids in VmlButton("New Folder") { add() } }
    /// // <Text style="contextMenu(content: :contextMenu)">a<Button template="contextMenu"><Text>New Folder</Text></Button></Text>
    /// ```
    @_disfavoredOverload
    public consuming func contextMenu<I: Hashable>(
        forSelectionType itemType: I.Type = I.self, @VmlBuilder menu: (Set<I>) -> VmlContent,
        primaryAction: (@isolated(any) (Set<I>) -> Void)? = nil
    ) -> VmlContent {
        contextMenu(menuItems: { menu([]) })
    }

    /// SwiftUI's deprecated `contextMenu(_:)` with a ``VmlContextMenu``: written as
    /// `contextMenu(menuItems:)` is; with `nil`, the view is unchanged.
    ///
    /// ```swift
    /// VmlText("a").contextMenu(VmlContextMenu { VmlButton("Copy") { copy() } })
    /// // <Text style="contextMenu(content: :contextMenu)">a<Button template="contextMenu"><Text>Copy</Text></Button></Text>
    /// ```
    @_disfavoredOverload
    public consuming func contextMenu(_ contextMenu: VmlContextMenu?) -> VmlContent {
        guard let contextMenu else { return vmlContent }
        return self.contextMenu(menuItems: { contextMenu.menuItems })
    }
}
