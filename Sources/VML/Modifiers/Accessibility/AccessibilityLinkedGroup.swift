extension VmlView {
    /// SwiftUI's `accessibilityLinkedGroup(id:in:)`: the group's id; the document is the namespace
    /// on the client, so the namespace is not written.
    ///
    /// ```swift
    /// VmlText("a").accessibilityLinkedGroup(id: "price", in: namespace)
    /// // <Text style="accessibilityLinkedGroup(id: &quot;price&quot;)">a</Text>
    /// ```
    public consuming func accessibilityLinkedGroup<ID: Hashable>(id: ID, in namespace: VmlNamespace.ID) -> VmlContent {
        applying("accessibilityLinkedGroup") {
            $0.add("id", expression: .swiftValue(id))
        }
    }
}
