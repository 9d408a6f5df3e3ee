extension VmlView {
    /// SwiftUI's `scrollDismissesKeyboard(_:)`.
    ///
    /// ```swift
    /// VmlList {}.scrollDismissesKeyboard(.interactively)
    /// // <List style="scrollDismissesKeyboard(.interactively)"/>
    /// ```
    public consuming func scrollDismissesKeyboard(_ mode: VmlScrollDismissesKeyboardMode) -> VmlContent {
        applying("scrollDismissesKeyboard") {
            $0.add(nil, mode)
        }
    }
}
