extension VmlView {
    /// SwiftUI's `scrollPosition(id:anchor:)`: the binding's current id (`nil` when no view is
    /// scrolled to), with the anchor when given; the client scrolls and updates it there.
    ///
    /// ```swift
    /// VmlScrollView {}.scrollPosition(id: .constant(Optional(3)))   // <ScrollView style="scrollPosition(id: 3)"/>
    /// ```
    public consuming func scrollPosition<ID: Hashable>(id: VmlBinding<ID?>, anchor: VmlUnitPoint? = nil) -> VmlContent {
        applying("scrollPosition") {
            $0.add("id", expression: .swiftValue(id.wrappedValue as Any))
            $0.add("anchor", anchor)
        }
    }
}

extension VmlView {
    /// SwiftUI's `scrollPosition(_:anchor:)` (iOS 18): the binding's position, with the anchor
    /// when given; the client scrolls and updates it there.
    ///
    /// ```swift
    /// VmlScrollView {}.scrollPosition(.constant(VmlScrollPosition(edge: .bottom)))
    /// // <ScrollView style="scrollPosition(ScrollPosition(edge: .bottom))"/>
    /// ```
    public consuming func scrollPosition(_ position: VmlBinding<VmlScrollPosition>, anchor: VmlUnitPoint? = nil) -> VmlContent {
        applying("scrollPosition") {
            $0.add(nil, position.wrappedValue)
            $0.add("anchor", anchor)
        }
    }
}
