@_spi(VMLInternals) import VMLCore

extension VmlContent {
    /// Applies a presentation modifier (`sheet`, `fullScreenCover`, `popover`): on each top-level
    /// element, `name(isPresented: <current value>, content: :name)` and the content as a templated
    /// child, as slot modifiers do. The content is written whether or not it is presented, so the
    /// client can present it when its own state changes.
    func presenting(_ name: String, isPresented: Bool, content: VmlContent) -> VmlContent {
        slotted(name, content: content) { symbol in
            VMLModifier(name, .labeled("isPresented", .boolean(isPresented)), .labeled("content", symbol))
        }
    }

    /// Applies a modifier with several slots (`alert(_:isPresented:actions:message:)`): on each
    /// top-level element, `modifier(symbols)` (the symbols in `slots`' order) and each slot's
    /// content as a templated child, in that order. Empty slots are left out and get no symbol.
    consuming func slotted(_ slots: [(name: String, content: VmlContent)], modifier: ([VMLExpression?]) -> VMLModifier) -> VmlContent {
        var result = self
        result.updateElements { element in
            var symbols: [VMLExpression?] = []
            for slot in slots {
                guard !slot.content.nodes.isEmpty else {
                    symbols.append(nil)
                    continue
                }
                let name = slot.content.explicitTemplateName ?? element.freeTemplateName(slot.name)
                element.children.append(slot.content.templated(name))
                symbols.append(.symbol(name))
            }
            element.style.append(modifier(symbols))
        }
        return result
    }
}
