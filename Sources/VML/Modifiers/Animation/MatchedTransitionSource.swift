extension VmlView {
    /// SwiftUI's `matchedTransitionSource(id:in:)` (iOS 18): the view a `.zoom` navigation
    /// transition with the same id starts from; a VML document is one namespace on the client, so
    /// the namespace is not written.
    ///
    /// ```swift
    /// VmlImage("cover").matchedTransitionSource(id: "cover", in: namespace)   // @VmlNamespace var namespace
    /// // <Image name="cover" style="matchedTransitionSource(id: &quot;cover&quot;)"/>
    /// ```
    public consuming func matchedTransitionSource(id: some Hashable, in namespace: VmlNamespace.ID) -> VmlContent {
        applying("matchedTransitionSource") {
            $0.add("id", expression: .swiftValue(id))
        }
    }
}

extension VmlView {
    /// SwiftUI's `matchedTransitionSource(id:in:configuration:)`, refused at compile time: the
    /// configuration closure styles the source on the client.
    ///
    /// ```swift
    /// VmlImage("cover").matchedTransitionSource(id: "cover", in: namespace) { $0.clipShape(.circle) }
    /// // error: 'matchedTransitionSource(id:in:configuration:)' is unavailable: the configuration closure styles the source on the client: write matchedTransitionSource(id:in:) and style the view itself (.clipShape, .background, .shadow)
    /// ```
    @available(
        *, unavailable,
        message:
            "the configuration closure styles the source on the client: write matchedTransitionSource(id:in:) and style the view itself (.clipShape, .background, .shadow)"
    )
    public func matchedTransitionSource<Configuration>(
        id: some Hashable, in namespace: VmlNamespace.ID, configuration: (Configuration) -> Configuration
    ) -> VmlContent { vmlContent }
}
