extension VmlView {
    /// SwiftUI's `glassEffectUnion(id:namespace:)` (iOS 26): glass shapes with the same id draw as
    /// one; a VML document is one namespace on the client, so the namespace is not written.
    ///
    /// ```swift
    /// VmlText("a").glassEffect().glassEffectUnion(id: 1, namespace: namespace)   // @VmlNamespace var namespace
    /// // <Text style="glassEffect(), glassEffectUnion(id: 1)">a</Text>
    /// ```
    public consuming func glassEffectUnion(id: (some Hashable & Sendable)?, namespace: VmlNamespace.ID) -> VmlContent {
        applying("glassEffectUnion") {
            $0.add("id", expression: id.map { .swiftValue($0) } ?? .null)
        }
    }
}
