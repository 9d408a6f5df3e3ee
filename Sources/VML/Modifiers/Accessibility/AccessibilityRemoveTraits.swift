extension VmlView {
    /// SwiftUI's `accessibilityRemoveTraits(_:)`.
    ///
    /// ```swift
    /// VmlText("a").accessibilityRemoveTraits(.isImage)   // <Text style="accessibilityRemoveTraits(.isImage)">a</Text>
    /// ```
    public consuming func accessibilityRemoveTraits(_ traits: VmlAccessibilityTraits) -> VmlContent {
        applying("accessibilityRemoveTraits") {
            $0.add(nil, traits)
        }
    }
}
