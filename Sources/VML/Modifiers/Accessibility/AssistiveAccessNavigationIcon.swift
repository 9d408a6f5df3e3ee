extension VmlView {
    /// SwiftUI's `assistiveAccessNavigationIcon(_:)` (iOS 26): the image Assistive Access shows for
    /// the screen, a templated child `assistiveAccessNavigationIcon`.
    ///
    /// ```swift
    /// VmlText("a").assistiveAccessNavigationIcon(VmlImage("home"))
    /// // <Text style="assistiveAccessNavigationIcon(:assistiveAccessNavigationIcon)">a<Image template="assistiveAccessNavigationIcon" name="home"/></Text>
    /// ```
    public consuming func assistiveAccessNavigationIcon(_ icon: VmlImage) -> VmlContent {
        vmlContent.slotted("assistiveAccessNavigationIcon", content: icon.vmlContent) { symbol in
            VMLModifier("assistiveAccessNavigationIcon", VMLArgument(symbol))
        }
    }

    /// SwiftUI's `assistiveAccessNavigationIcon(systemImage:)` (iOS 26): an SF Symbol's name.
    ///
    /// ```swift
    /// VmlText("a").assistiveAccessNavigationIcon(systemImage: "house")
    /// // <Text style="assistiveAccessNavigationIcon(systemImage: &quot;house&quot;)">a</Text>
    /// ```
    public consuming func assistiveAccessNavigationIcon(systemImage: String) -> VmlContent {
        applying("assistiveAccessNavigationIcon") {
            $0.add("systemImage", expression: .string(systemImage))
        }
    }
}
