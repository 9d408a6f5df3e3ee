extension VmlView {
    /// SwiftUI's `coordinateSpace(_:)`: names the view's space, `.named("scroll")`, for gestures and
    /// geometry measured on the client.
    ///
    /// ```swift
    /// VmlScrollView {}.coordinateSpace(.named("scroll"))   // <ScrollView style="coordinateSpace(.named(&quot;scroll&quot;))"/>
    /// ```
    public consuming func coordinateSpace(_ name: VmlCoordinateSpace) -> VmlContent {
        applying("coordinateSpace") {
            $0.add(nil, name)
        }
    }

    /// SwiftUI's deprecated `coordinateSpace(name:)`: written as `coordinateSpace(.named(name))`.
    ///
    /// ```swift
    /// VmlScrollView {}.coordinateSpace(name: "scroll")   // <ScrollView style="coordinateSpace(.named(&quot;scroll&quot;))"/>
    /// ```
    public consuming func coordinateSpace(name: some Hashable) -> VmlContent {
        coordinateSpace(.named(name))
    }
}
