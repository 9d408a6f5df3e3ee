@_spi(VMLInternals) import VMLCore

extension VmlView {
    /// SwiftUI's `tabViewSidebarHeader(content:)`: the header of a sidebar-adaptable tab view's sidebar (iOS 18), written as the template `tabViewSidebarHeader`.
    ///
    /// ```swift
    /// VmlTabView {}.tabViewSidebarHeader { VmlText("Library") }
    /// // <TabView style="tabViewSidebarHeader(content: :tabViewSidebarHeader)"><Text template="tabViewSidebarHeader">Library</Text></TabView>
    /// ```
    public consuming func tabViewSidebarHeader(@VmlBuilder content: () -> VmlContent) -> VmlContent {
        vmlContent.slotted("tabViewSidebarHeader", content: content()) { symbol in
            VMLModifier("tabViewSidebarHeader", .labeled("content", symbol))
        }
    }
}
