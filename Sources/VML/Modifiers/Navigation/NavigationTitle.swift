extension VmlView {
    /// SwiftUI's `navigationTitle(_:)`: `.navigationTitle("Inbox")`, `.navigationTitle(.attr("title", .string, fallback: "Untitled"))`.
    public consuming func navigationTitle(_ title: any VmlStringArgument) -> VmlContent {
        applying("navigationTitle") {
            $0.add(nil, title)
        }
    }

    /// SwiftUI's `navigationTitle(_:)` with a `Text`: its string is the title.
    ///
    /// ```swift
    /// VmlList {}.navigationTitle(VmlText("Inbox"))   // <List style="navigationTitle(&quot;Inbox&quot;)"/>
    /// ```
    public consuming func navigationTitle(_ title: VmlText) -> VmlContent {
        navigationTitle(title.text)
    }
}
