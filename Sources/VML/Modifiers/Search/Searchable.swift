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
}
