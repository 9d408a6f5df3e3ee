extension VmlView {
    /// SwiftUI's `accessibilityLabeledPair(role:id:in:)`: the role and the pair's id; the document is
    /// the namespace on the client, so the namespace is not written.
    ///
    /// ```swift
    /// VmlText("a").accessibilityLabeledPair(role: .label, id: "name", in: namespace)
    /// // <Text style="accessibilityLabeledPair(role: .label, id: &quot;name&quot;)">a</Text>
    /// ```
    public consuming func accessibilityLabeledPair<ID: Hashable>(
        role: VmlAccessibilityLabeledPairRole, id: ID, in namespace: VmlNamespace.ID
    ) -> VmlContent {
        applying("accessibilityLabeledPair") {
            $0.add("role", role)
            $0.add("id", expression: .swiftValue(id))
        }
    }
}
