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
}
