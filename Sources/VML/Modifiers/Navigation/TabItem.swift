extension VmlView {
    /// SwiftUI's `tabItem(_:)`: the label becomes a templated child `tabItem`.
    ///
    /// ```swift
    /// VmlText("Inbox").tabItem { VmlLabel("Inbox", systemImage: "tray") }
    /// // <Text style="tabItem(content: :tabItem)">Inbox<Label template="tabItem">…</Label></Text>
    /// ```
    public consuming func tabItem(@VmlBuilder _ label: () -> VmlContent) -> VmlContent {
        vmlContent.slotted("tabItem", content: label()) { symbol in
            VMLModifier("tabItem", .labeled("content", symbol))
        }
    }
}
