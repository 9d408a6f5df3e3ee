extension VmlView {
    /// SwiftUI's `navigationViewStyle(_:)` (deprecated in SwiftUI).
    ///
    /// ```swift
    /// VmlNavigationView { VmlText("a") }.navigationViewStyle(.stack)
    /// // <NavigationView style="navigationViewStyle(.stack)"><Text>a</Text></NavigationView>
    /// ```
    public consuming func navigationViewStyle(_ style: VmlNavigationViewStyle) -> VmlContent {
        applying("navigationViewStyle") {
            $0.add(nil, style)
        }
    }
}
