extension VmlView {
    /// SwiftUI's `navigationSubtitle(_:)` (iOS 26): `.navigationSubtitle("3 unread")`. A string is a
    /// key, translated in the rendering context as a title is.
    ///
    /// ```swift
    /// VmlList {}.navigationSubtitle("3 unread")   // <List style="navigationSubtitle(&quot;3 unread&quot;)"/>
    /// ```
    public consuming func navigationSubtitle(_ subtitle: any VmlStringArgument) -> VmlContent {
        applying("navigationSubtitle") {
            $0.add(nil, title: subtitle)
        }
    }

    /// SwiftUI's `navigationSubtitle(_:)` with a `Text`: its string is the subtitle.
    ///
    /// ```swift
    /// VmlList {}.navigationSubtitle(VmlText("3 unread"))   // <List style="navigationSubtitle(&quot;3 unread&quot;)"/>
    /// ```
    public consuming func navigationSubtitle(_ subtitle: VmlText) -> VmlContent {
        applying("navigationSubtitle") {
            $0.add(nil, expression: .string(subtitle.text))
        }
    }
}
