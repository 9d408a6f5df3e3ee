@_spi(VMLInternals) import VMLCore

extension VmlView {
    /// SwiftUI's `sectionActions(content:)`: actions shown with a section's header (iOS 18), written as the template `sectionActions`.
    ///
    /// ```swift
    /// VmlSection("Recent") {}.sectionActions { VmlButton("Clear") {} }
    /// // <Section style="sectionActions(content: :sectionActions)"><Text template="header">Recent</Text><Button template="sectionActions"><Text>Clear</Text></Button></Section>
    /// ```
    public consuming func sectionActions(@VmlBuilder content: () -> VmlContent) -> VmlContent {
        vmlContent.slotted("sectionActions", content: content()) { symbol in
            VMLModifier("sectionActions", .labeled("content", symbol))
        }
    }
}
