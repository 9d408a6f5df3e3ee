extension VmlView {
    /// SwiftUI's `accessibilityRotorEntry(id:in:)`: the entry's id; the document is the namespace on
    /// the client, so the namespace is not written.
    ///
    /// ```swift
    /// VmlText("a").accessibilityRotorEntry(id: 7, in: namespace)   // <Text style="accessibilityRotorEntry(id: 7)">a</Text>
    /// ```
    public consuming func accessibilityRotorEntry<ID: Hashable>(id: ID, in namespace: VmlNamespace.ID) -> VmlContent {
        applying("accessibilityRotorEntry") {
            $0.add("id", expression: .swiftValue(id))
        }
    }
}
