extension VmlView {
    /// SwiftUI's `navigationBarHidden(_:)` (deprecated in SwiftUI).
    ///
    /// ```swift
    /// VmlList {}.navigationBarHidden(true)
    /// // <List style="navigationBarHidden(true)"/>
    /// ```
    public consuming func navigationBarHidden(_ hidden: any VmlBoolArgument) -> VmlContent {
        applying("navigationBarHidden", hidden)
    }
}
