extension VmlView {
    /// SwiftUI's `scrollContentBackground(_:)`.
    ///
    /// ```swift
    /// VmlList {}.scrollContentBackground(.hidden)   // <List style="scrollContentBackground(.hidden)"/>
    /// ```
    public consuming func scrollContentBackground(_ visibility: VmlVisibility) -> VmlContent {
        applying("scrollContentBackground") {
            $0.add(nil, visibility)
        }
    }
}
