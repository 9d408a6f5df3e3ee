@_spi(VMLInternals) import VMLCore

extension VmlView {
    /// SwiftUI's `contentToolbar(for:content:)` (iOS 18.4): toolbar items for a part of the screen
    /// (`.tabViewSidebar`), written as `toolbar(content:)` is, with the placement.
    ///
    /// ```swift
    /// VmlTabView {}.contentToolbar(for: .tabViewSidebar) { VmlToolbarItem { VmlButton("New") {} } }
    /// // <TabView style="contentToolbar(for: .tabViewSidebar, content: :contentToolbar)"><ToolbarItem template="contentToolbar"><Button><Text>New</Text></Button></ToolbarItem></TabView>
    /// ```
    public consuming func contentToolbar(for placement: VmlContentToolbarPlacement, @VmlBuilder content: () -> VmlContent) -> VmlContent {
        vmlContent.slotted("contentToolbar", content: content(), multiValued: true) { symbol in
            VMLModifier("contentToolbar", .labeled("for", placement.expression), .labeled("content", symbol))
        }
    }
}
