@_spi(VMLInternals) import VMLCore

extension VmlView {
    /// SwiftUI's `toolbarTitleMenu(content:)`: the menu's items become a templated child `toolbarTitleMenu`.
    ///
    /// ```swift
    /// VmlText("a").toolbarTitleMenu { VmlButton("Rename") { rename() } }
    /// // <Text style="toolbarTitleMenu(content: :toolbarTitleMenu)">a<Button template="toolbarTitleMenu"><Text>Rename</Text></Button></Text>
    /// ```
    public consuming func toolbarTitleMenu(@VmlBuilder content: () -> VmlContent) -> VmlContent {
        vmlContent.slotted("toolbarTitleMenu", content: content()) { symbol in
            VMLModifier("toolbarTitleMenu", .labeled("content", symbol))
        }
    }
}
