extension VmlView {
    /// SwiftUI's `focusable(_:)`.
    ///
    /// ```swift
    /// VmlText("Card").focusable()
    /// // <Text style="focusable(true)">Card</Text>
    /// ```
    public consuming func focusable(_ isFocusable: any VmlBoolArgument = true) -> VmlContent {
        applying("focusable", isFocusable)
    }

    /// SwiftUI's `focusable(_:interactions:)`: the interactions, and `isFocusable` when given.
    ///
    /// ```swift
    /// VmlText("a").focusable(interactions: .activate)   // <Text style="focusable(interactions: .activate)">a</Text>
    /// ```
    public consuming func focusable(_ isFocusable: consuming (any VmlBoolArgument)? = nil, interactions: VmlFocusInteractions) -> VmlContent
    {
        let isFocusable = ModifierArguments.expression(isFocusable)
        return applying("focusable") {
            $0.add(nil, expression: isFocusable)
            $0.add("interactions", interactions)
        }
    }
}
