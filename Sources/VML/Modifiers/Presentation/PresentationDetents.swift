extension VmlView {
    /// SwiftUI's `presentationDetents(_:)`, on a sheet's content: the detents in the order given.
    ///
    /// ```swift
    /// VmlText("a").presentationDetents([.medium, .large])   // <Text style="presentationDetents([.medium, .large])">a</Text>
    /// ```
    public consuming func presentationDetents(_ detents: [VmlPresentationDetent]) -> VmlContent {
        applying("presentationDetents") {
            $0.add(nil, expression: .array(detents.map(\.expression)))
        }
    }

    /// SwiftUI's `presentationDetents(_:selection:)`: the detents in the order given, and the
    /// binding's current detent.
    ///
    /// ```swift
    /// VmlText("a").presentationDetents([.medium, .large], selection: .constant(.medium))
    /// // <Text style="presentationDetents([.medium, .large], selection: .medium)">a</Text>
    /// ```
    public consuming func presentationDetents(_ detents: [VmlPresentationDetent], selection: VmlBinding<VmlPresentationDetent>)
        -> VmlContent
    {
        applying("presentationDetents") {
            $0.add(nil, expression: .array(detents.map(\.expression)))
            $0.add("selection", selection.wrappedValue)
        }
    }
}
