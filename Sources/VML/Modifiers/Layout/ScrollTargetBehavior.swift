extension VmlView {
    /// SwiftUI's `scrollTargetBehavior(_:)`.
    ///
    /// ```swift
    /// VmlScrollView(.horizontal) {}.scrollTargetBehavior(.paging)
    /// // <ScrollView axes="horizontal" style="scrollTargetBehavior(.paging)"/>
    /// ```
    public consuming func scrollTargetBehavior(_ behavior: VmlScrollTargetBehavior) -> VmlContent {
        applying("scrollTargetBehavior") {
            $0.add(nil, behavior)
        }
    }
}
