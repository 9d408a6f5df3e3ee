extension VmlView {
    /// SwiftUI's `contentTransition(_:)`.
    ///
    /// ```swift
    /// VmlText("42").contentTransition(.numericText())
    /// // <Text style="contentTransition(.numericText())">42</Text>
    /// ```
    public consuming func contentTransition(_ transition: VmlContentTransition) -> VmlContent {
        applying("contentTransition") {
            $0.add(nil, transition)
        }
    }
}
