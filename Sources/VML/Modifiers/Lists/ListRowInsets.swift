extension VmlView {
    /// SwiftUI's `listRowInsets(_:)`: `.listRowInsets(VmlEdgeInsets(top: 0, leading: 16, bottom: 0, trailing: 16))`.
    public consuming func listRowInsets(_ insets: VmlEdgeInsets?) -> VmlContent {
        applying("listRowInsets") {
            $0.add(nil, expression: insets?.expression ?? .null)
        }
    }
}

extension VmlView {
    /// SwiftUI's `listRowInsets(_:_:)` (iOS 26): one length for some edges (`nil`: the default).
    ///
    /// ```swift
    /// VmlText("a").listRowInsets(.horizontal, 8)   // <Text style="listRowInsets(.horizontal, 8)">a</Text>
    /// ```
    public consuming func listRowInsets(_ edges: VmlEdgeSet = .all, _ length: consuming (any VmlNumberArgument)?) -> VmlContent {
        let length = ModifierArguments.expression(length)
        return applying("listRowInsets") {
            $0.add(nil, edges)
            $0.add(nil, expression: length ?? .null)
        }
    }
}
