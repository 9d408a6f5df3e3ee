@_spi(VMLInternals) import VMLCore

extension VmlView {
    /// SwiftUI's `tabViewSidebarFooter(content:)`: the footer of a sidebar-adaptable tab view's sidebar (iOS 18), written as the template `tabViewSidebarFooter`.
    ///
    /// ```swift
    /// VmlTabView {}.tabViewSidebarFooter { VmlText("v2") }
    /// // <TabView style="tabViewSidebarFooter(content: :tabViewSidebarFooter)"><Text template="tabViewSidebarFooter">v2</Text></TabView>
    /// ```
    public consuming func tabViewSidebarFooter(@VmlBuilder content: () -> VmlContent) -> VmlContent {
        vmlContent.slotted("tabViewSidebarFooter", content: content()) { symbol in
            VMLModifier("tabViewSidebarFooter", .labeled("content", symbol))
        }
    }
}
