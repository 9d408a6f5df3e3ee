extension VmlView {
    /// SwiftUI's `navigationTitle(_:)`: `.navigationTitle("Inbox")`, `.navigationTitle(.attr("title", .string, fallback: "Untitled"))`.
    /// A string is a key, translated in the rendering context as a `Text` title is.
    public consuming func navigationTitle(_ title: any VmlStringArgument) -> VmlContent {
        applying("navigationTitle") {
            $0.add(nil, title: title)
        }
    }

    /// SwiftUI's `navigationTitle(_:)` with a `Text`: its string is the title.
    ///
    /// ```swift
    /// VmlList {}.navigationTitle(VmlText("Inbox"))   // <List style="navigationTitle(&quot;Inbox&quot;)"/>
    /// ```
    public consuming func navigationTitle(_ title: VmlText) -> VmlContent {
        applying("navigationTitle") {
            $0.add(nil, expression: .string(title.text))
        }
    }
}
