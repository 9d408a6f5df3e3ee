extension VmlView {
    /// SwiftUI's `accessibilityShowsLargeContentViewer()`: the view itself is shown enlarged.
    ///
    /// ```swift
    /// VmlText("a").accessibilityShowsLargeContentViewer()   // <Text style="accessibilityShowsLargeContentViewer()">a</Text>
    /// ```
    public consuming func accessibilityShowsLargeContentViewer() -> VmlContent {
        applying("accessibilityShowsLargeContentViewer") { _ in }
    }

    /// SwiftUI's `accessibilityShowsLargeContentViewer(_:)`: the view shown enlarged becomes a
    /// templated child `largeContentView`.
    ///
    /// ```swift
    /// VmlText("a").accessibilityShowsLargeContentViewer { VmlLabel("Home", systemImage: "house") }
    /// // <Text style="accessibilityShowsLargeContentViewer(:largeContentView)">a<Label template="largeContentView"><Text template="title">Home</Text><Image template="icon" systemName="house"/></Label></Text>
    /// ```
    public consuming func accessibilityShowsLargeContentViewer(@VmlBuilder _ largeContentView: () -> VmlContent) -> VmlContent {
        vmlContent.slotted("largeContentView", content: largeContentView()) { symbol in
            VMLModifier("accessibilityShowsLargeContentViewer", VMLArgument(symbol))
        }
    }
}
