extension VmlView {
    /// SwiftUI's `tabViewStyle(_:)`.
    ///
    /// ```swift
    /// VmlTabView { VmlText("a") }.tabViewStyle(.page)   // <TabView style="tabViewStyle(.page)"><Text>a</Text></TabView>
    /// ```
    public consuming func tabViewStyle(_ style: VmlTabViewStyle) -> VmlContent {
        applying("tabViewStyle") {
            $0.add(nil, style)
        }
    }
}
