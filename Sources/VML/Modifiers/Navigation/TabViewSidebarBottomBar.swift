@_spi(VMLInternals) import VMLCore

extension VmlView {
    /// SwiftUI's `tabViewSidebarBottomBar(content:)`: the bar at the bottom of a sidebar-adaptable tab view's sidebar (iOS 18), written as the template `tabViewSidebarBottomBar`.
    ///
    /// ```swift
    /// VmlTabView {}.tabViewSidebarBottomBar { VmlText("Account") }
    /// // <TabView style="tabViewSidebarBottomBar(content: :tabViewSidebarBottomBar)"><Text template="tabViewSidebarBottomBar">Account</Text></TabView>
    /// ```
    public consuming func tabViewSidebarBottomBar(@VmlBuilder content: () -> VmlContent) -> VmlContent {
        vmlContent.slotted("tabViewSidebarBottomBar", content: content()) { symbol in
            VMLModifier("tabViewSidebarBottomBar", .labeled("content", symbol))
        }
    }
}
