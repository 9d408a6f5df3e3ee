@_spi(VMLInternals) import VMLCore

extension VmlView {
    /// SwiftUI's `searchable(text:placement:prompt:)`: the binding's current text is written, with
    /// the placement and prompt when given.
    ///
    /// ```swift
    /// VmlList {}.searchable(text: $query, prompt: "Search tasks")   // query == ""
    /// // <List style="searchable(text: &quot;&quot;, prompt: &quot;Search tasks&quot;)"/>
    /// ```
    public consuming func searchable(text: VmlBinding<String>, placement: VmlSearchFieldPlacement? = nil, prompt: String? = nil)
        -> VmlContent
    {
        applying("searchable") {
            $0.add("text", expression: .string(text.wrappedValue))
            $0.add("placement", placement)
            if let prompt { $0.add("prompt", title: prompt) }
        }
    }

    /// SwiftUI's `searchable(text:placement:prompt:)` with a `Text` prompt: its string is written.
    public consuming func searchable(text: VmlBinding<String>, placement: VmlSearchFieldPlacement? = nil, prompt: VmlText) -> VmlContent {
        applying("searchable") {
            $0.add("text", expression: .string(text.wrappedValue))
            $0.add("placement", placement)
            $0.add("prompt", expression: .string(prompt.text))
        }
    }

    /// SwiftUI's `searchable(text:isPresented:placement:prompt:)`: the text and whether the field
    /// is presented, as the bindings hold them, with the placement and prompt when given.
    ///
    /// ```swift
    /// VmlList {}.searchable(text: .constant("tea"), isPresented: .constant(true), prompt: "Search")
    /// // <List style="searchable(text: &quot;tea&quot;, isPresented: true, prompt: &quot;Search&quot;)"/>
    /// ```
    public consuming func searchable(
        text: VmlBinding<String>, isPresented: VmlBinding<Bool>, placement: VmlSearchFieldPlacement? = nil, prompt: String? = nil
    ) -> VmlContent {
        applying("searchable") {
            $0.add("text", expression: .string(text.wrappedValue))
            $0.add("isPresented", expression: .boolean(isPresented.wrappedValue))
            $0.add("placement", placement)
            if let prompt { $0.add("prompt", title: prompt) }
        }
    }

    /// SwiftUI's `searchable(text:placement:prompt:suggestions:)`: the suggestions become a
    /// templated child `searchSuggestions`, as ``VmlView/searchSuggestions(_:)`` writes them.
    ///
    /// ```swift
    /// VmlList {}.searchable(text: .constant("")) { VmlText("Tea").searchCompletion("tea") }
    /// // <List style="searchable(text: &quot;&quot;, suggestions: :searchSuggestions)"><Text template="searchSuggestions" style="searchCompletion(&quot;tea&quot;)">Tea</Text></List>
    /// ```
    public consuming func searchable(
        text: VmlBinding<String>, placement: VmlSearchFieldPlacement? = nil, prompt: String? = nil,
        @VmlBuilder suggestions: () -> VmlContent
    ) -> VmlContent {
        let query = text.wrappedValue
        return vmlContent.slotted("searchSuggestions", content: suggestions()) { symbol in
            var arguments = ModifierArguments()
            arguments.add("text", expression: .string(query))
            arguments.add("placement", placement)
            if let prompt { arguments.add("prompt", title: prompt) }
            arguments.add("suggestions", expression: symbol)
            return VMLModifier("searchable", arguments: arguments.arguments)
        }
    }

    /// SwiftUI's `searchable(text:tokens:suggestedTokens:isPresented:placement:prompt:token:)` and its
    /// forms without suggested tokens or `isPresented`: the text, each token's view as a templated
    /// child `searchTokens` (and each suggested token's as `searchSuggestedTokens`), whether the field
    /// is presented, the placement and the prompt.
    ///
    /// ```swift
    /// VmlList {}.searchable(text: .constant(""), tokens: .constant([Tag(name: "red")])) { tag in VmlText(tag.name) }
    /// // <List style="searchable(text: &quot;&quot;, tokens: :searchTokens)"><Text template="searchTokens">red</Text></List>
    /// ```
    public consuming func searchable<C: RandomAccessCollection & RangeReplaceableCollection>(
        text: VmlBinding<String>, tokens: VmlBinding<C>, suggestedTokens: VmlBinding<C>? = nil, isPresented: VmlBinding<Bool>? = nil,
        placement: VmlSearchFieldPlacement? = nil, prompt: String? = nil, @VmlBuilder token: (C.Element) -> VmlContent
    ) -> VmlContent where C.Element: Identifiable {
        let query = text.wrappedValue
        let tokenViews = VmlContent(nodes: tokens.wrappedValue.flatMap { token($0).nodes })
        let suggestedViews = VmlContent(nodes: (suggestedTokens?.wrappedValue).map { $0.flatMap { token($0).nodes } } ?? [])
        let presented = isPresented?.wrappedValue
        return vmlContent.tokenSlots([("searchTokens", tokenViews), ("searchSuggestedTokens", suggestedViews)]) { symbols in
            var arguments = ModifierArguments()
            arguments.add("text", expression: .string(query))
            arguments.add("tokens", expression: symbols[0] ?? .array([]))
            arguments.add("suggestedTokens", expression: symbols[1])
            arguments.add("isPresented", expression: presented.map { .boolean($0) })
            arguments.add("placement", placement)
            if let prompt { arguments.add("prompt", title: prompt) }
            return VMLModifier("searchable", arguments: arguments.arguments)
        }
    }

    /// SwiftUI's `searchable(text:editableTokens:isPresented:placement:prompt:token:)` and its form
    /// without `isPresented`: as the `tokens:` form, each token's view built from a binding to it.
    ///
    /// ```swift
    /// VmlList {}.searchable(text: .constant(""), editableTokens: .constant([Tag(name: "red")])) { $tag in VmlText(tag.name) }
    /// // <List style="searchable(text: &quot;&quot;, editableTokens: :searchTokens)"><Text template="searchTokens">red</Text></List>
    /// ```
    public consuming func searchable<C: RandomAccessCollection & RangeReplaceableCollection>(
        text: VmlBinding<String>, editableTokens: VmlBinding<C>, isPresented: VmlBinding<Bool>? = nil,
        placement: VmlSearchFieldPlacement? = nil, prompt: String? = nil, @VmlBuilder token: (VmlBinding<C.Element>) -> VmlContent
    ) -> VmlContent where C.Element: Identifiable {
        let query = text.wrappedValue
        let tokenViews = VmlContent(nodes: editableTokens.wrappedValue.flatMap { token(.constant($0)).nodes })
        let presented = isPresented?.wrappedValue
        return vmlContent.tokenSlots([("searchTokens", tokenViews)]) { symbols in
            var arguments = ModifierArguments()
            arguments.add("text", expression: .string(query))
            arguments.add("editableTokens", expression: symbols[0] ?? .array([]))
            arguments.add("isPresented", expression: presented.map { .boolean($0) })
            arguments.add("placement", placement)
            if let prompt { arguments.add("prompt", title: prompt) }
            return VMLModifier("searchable", arguments: arguments.arguments)
        }
    }
}

extension VmlContent {
    /// Applies a `searchable` form with token slots: on each top-level element, `modifier(symbols)`
    /// and each token's view as its own templated child (a multi-valued slot), slot by slot; an
    /// empty slot gets no symbol.
    fileprivate consuming func tokenSlots(
        _ slots: [(name: String, views: VmlContent)], modifier: ([VMLExpression?]) -> VMLModifier
    ) -> VmlContent {
        var result = self
        result.updateElements { element in
            var symbols: [VMLExpression?] = []
            for slot in slots {
                guard !slot.views.nodes.isEmpty else {
                    symbols.append(nil)
                    continue
                }
                let name = element.freeTemplateName(slot.name)
                for node in slot.views.nodes {
                    element.children.append(VmlContent(nodes: [node]).templated(name))
                }
                symbols.append(.symbol(name))
            }
            element.style.append(modifier(symbols))
        }
        return result
    }
}
