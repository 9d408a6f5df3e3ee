extension VmlView {
    /// SwiftUI's `padding(_:_:)`: `.padding()`, `.padding(.horizontal)`, `.padding(.horizontal, 12)`.
    public consuming func padding(_ edges: VmlEdgeSet? = nil, _ length: consuming (any VmlNumberArgument)? = nil) -> VmlContent {
        let length = ModifierArguments.expression(length)
        return applying("padding") {
            $0.add(nil, edges)
            $0.add(nil, expression: length)
        }
    }

    /// SwiftUI's `padding(_ length:)` and `padding(_ insets:)`: a length or ``VmlEdgeInsets``.
    ///
    /// ```swift
    /// VmlText("Hi").padding(8)
    /// // <Text style="padding(8)">Hi</Text>
    /// VmlText("Hi").padding(VmlEdgeInsets(top: 4, leading: 16, bottom: 4, trailing: 16))
    /// // <Text style="padding(EdgeInsets(top: 4, leading: 16, bottom: 4, trailing: 16))">Hi</Text>
    /// ```
    public consuming func padding(_ length: any VmlPaddingArgument) -> VmlContent {
        applying("padding", length)
    }
}
