extension VmlView {
    /// SwiftUI's `multilineTextAlignment(_:)`: `.multilineTextAlignment(.center)`.
    public consuming func multilineTextAlignment(_ alignment: VmlTextAlignment) -> VmlContent {
        applying("multilineTextAlignment") {
            $0.add(nil, alignment)
        }
    }
}

extension VmlView {
    /// SwiftUI's `multilineTextAlignment(strategy:)` (iOS 26).
    ///
    /// ```swift
    /// VmlText("a").multilineTextAlignment(strategy: .layoutBased)
    /// // <Text style="multilineTextAlignment(strategy: .layoutBased)">a</Text>
    /// ```
    public consuming func multilineTextAlignment(strategy: VmlTextAlignmentStrategy) -> VmlContent {
        applying("multilineTextAlignment") {
            $0.add("strategy", strategy)
        }
    }
}
