extension VmlView {
    /// SwiftUI's `glassEffectID(_:in:)` (iOS 26): the id (a string, or the value's identity) that
    /// morphs this glass shape into another's in a `GlassEffectContainer`; a VML document is one
    /// namespace on the client, so the namespace is not written.
    ///
    /// ```swift
    /// VmlText("a").glassEffect().glassEffectID("edit", in: namespace)   // @VmlNamespace var namespace
    /// // <Text style="glassEffect(), glassEffectID(&quot;edit&quot;)">a</Text>
    /// ```
    public consuming func glassEffectID(_ id: (some Hashable & Sendable)?, in namespace: VmlNamespace.ID) -> VmlContent {
        applying("glassEffectID") {
            $0.add(nil, expression: id.map { .swiftValue($0) } ?? .null)
        }
    }
}
