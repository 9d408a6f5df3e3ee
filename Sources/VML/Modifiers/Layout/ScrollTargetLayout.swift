extension VmlView {
    /// SwiftUI's `scrollTargetLayout(isEnabled:)`.
    ///
    /// ```swift
    /// VmlLazyHStack {}.scrollTargetLayout()
    /// // <LazyHStack style="scrollTargetLayout()"/>
    /// ```
    public consuming func scrollTargetLayout(isEnabled: Bool = true) -> VmlContent {
        applying("scrollTargetLayout") {
            if !isEnabled { $0.add("isEnabled", false) }
        }
    }
}
