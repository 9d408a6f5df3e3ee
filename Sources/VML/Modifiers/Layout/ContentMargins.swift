extension VmlView {
    /// SwiftUI's `contentMargins(_:_:for:)`: the edges, the length, and the placement when it is
    /// not `.automatic`.
    ///
    /// ```swift
    /// VmlList {}.contentMargins(.horizontal, 16, for: .scrollContent)
    /// // <List style="contentMargins(.horizontal, 16, for: .scrollContent)"/>
    /// ```
    public consuming func contentMargins(
        _ edges: VmlEdgeSet, _ length: any VmlNumberArgument, for placement: VmlContentMarginPlacement = .automatic
    ) -> VmlContent {
        applying("contentMargins") {
            $0.add(nil, edges)
            $0.add(nil, length)
            if placement != .automatic { $0.add("for", placement) }
        }
    }

    /// SwiftUI's `contentMargins(_:for:)`: one length on every edge.
    ///
    /// ```swift
    /// VmlScrollView {}.contentMargins(20)
    /// // <ScrollView style="contentMargins(20)"/>
    /// ```
    public consuming func contentMargins(_ length: any VmlNumberArgument, for placement: VmlContentMarginPlacement = .automatic)
        -> VmlContent
    {
        applying("contentMargins") {
            $0.add(nil, length)
            if placement != .automatic { $0.add("for", placement) }
        }
    }
}
