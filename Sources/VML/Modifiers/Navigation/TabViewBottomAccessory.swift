@_spi(VMLInternals) import VMLCore

extension VmlView {
    /// SwiftUI's `tabViewBottomAccessory(content:)`: the accessory above the tab bar (iOS 26), written as the template `tabViewBottomAccessory`.
    ///
    /// ```swift
    /// VmlTabView {}.tabViewBottomAccessory { VmlText("Now Playing") }
    /// // <TabView style="tabViewBottomAccessory(content: :tabViewBottomAccessory)"><Text template="tabViewBottomAccessory">Now Playing</Text></TabView>
    /// ```
    public consuming func tabViewBottomAccessory(@VmlBuilder content: () -> VmlContent) -> VmlContent {
        vmlContent.slotted("tabViewBottomAccessory", content: content()) { symbol in
            VMLModifier("tabViewBottomAccessory", .labeled("content", symbol))
        }
    }
}
