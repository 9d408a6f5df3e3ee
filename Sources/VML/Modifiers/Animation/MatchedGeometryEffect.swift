extension VmlView {
    /// SwiftUI's `matchedGeometryEffect(id:in:properties:anchor:isSource:)`: the id (a string, or the
    /// value's identity) and the arguments given; a VML document is one namespace on the client, so
    /// the namespace is not written.
    ///
    /// ```swift
    /// VmlText("a").matchedGeometryEffect(id: "title", in: namespace)   // @VmlNamespace var namespace
    /// // <Text style="matchedGeometryEffect(id: &quot;title&quot;)">a</Text>
    /// ```
    public consuming func matchedGeometryEffect<ID: Hashable>(
        id: ID, in namespace: VmlNamespace.ID, properties: VmlMatchedGeometryProperties? = nil, anchor: VmlUnitPoint? = nil,
        isSource: Bool? = nil
    ) -> VmlContent {
        applying("matchedGeometryEffect") {
            $0.add("id", expression: .swiftValue(id))
            $0.add("properties", properties)
            $0.add("anchor", anchor)
            $0.add("isSource", expression: isSource.map { .boolean($0) })
        }
    }
}
