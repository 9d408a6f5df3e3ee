@_spi(VMLInternals) import VMLCore

extension VmlView {
    /// SwiftUI's `searchSuggestions(_:)`: the suggestions become a templated child `searchSuggestions`.
    ///
    /// ```swift
    /// VmlList {}.searchSuggestions { VmlText("Tea").searchCompletion("tea") }
    /// // <List style="searchSuggestions(content: :searchSuggestions)"><Text template="searchSuggestions" style="searchCompletion(&quot;tea&quot;)">Tea</Text></List>
    /// ```
    public consuming func searchSuggestions(@VmlBuilder _ suggestions: () -> VmlContent) -> VmlContent {
        vmlContent.slotted("searchSuggestions", content: suggestions()) { symbol in
            VMLModifier("searchSuggestions", .labeled("content", symbol))
        }
    }

    /// SwiftUI's `searchSuggestions(_:for:)`: whether suggestions show in these placements.
    ///
    /// ```swift
    /// VmlText("a").searchSuggestions(.hidden, for: .content)   // <Text style="searchSuggestions(.hidden, for: .content)">a</Text>
    /// ```
    public consuming func searchSuggestions(_ visibility: VmlVisibility, for placements: VmlSearchSuggestionsPlacementSet) -> VmlContent {
        applying("searchSuggestions") {
            $0.add(nil, visibility)
            $0.add("for", placements)
        }
    }
}
