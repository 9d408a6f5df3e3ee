extension VmlView {
    /// SwiftUI's `navigationSplitViewStyle(_:)`: the style, as `.balanced`.
    ///
    /// ```swift
    /// VmlText("a").navigationSplitViewStyle(.balanced)   // <Text style="navigationSplitViewStyle(.balanced)">a</Text>
    /// ```
    public consuming func navigationSplitViewStyle(_ style: VmlNavigationSplitViewStyle) -> VmlContent {
        applying("navigationSplitViewStyle") {
            $0.add(nil, style)
        }
    }
}
