extension VmlView {
    /// SwiftUI's `accessibilityAddTraits(_:)`.
    ///
    /// ```swift
    /// VmlText("a").accessibilityAddTraits(.isHeader)   // <Text style="accessibilityAddTraits(.isHeader)">a</Text>
    /// ```
    public consuming func accessibilityAddTraits(_ traits: VmlAccessibilityTraits) -> VmlContent {
        applying("accessibilityAddTraits") {
            $0.add(nil, traits)
        }
    }
}
