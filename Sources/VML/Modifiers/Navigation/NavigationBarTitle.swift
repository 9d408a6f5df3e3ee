extension VmlView {
    /// SwiftUI's `navigationBarTitle(_:)` (deprecated there): written as its replacement,
    /// `navigationTitle(_:)`.
    ///
    /// ```swift
    /// VmlList {}.navigationBarTitle("Inbox")
    /// // <List style="navigationTitle(&quot;Inbox&quot;)"/>
    /// ```
    public consuming func navigationBarTitle(_ title: any VmlStringArgument) -> VmlContent {
        navigationTitle(title)
    }

    /// SwiftUI's `navigationBarTitle(_:displayMode:)` (deprecated there): written as its
    /// replacements, `navigationTitle(_:)` and `navigationBarTitleDisplayMode(_:)`.
    ///
    /// ```swift
    /// VmlList {}.navigationBarTitle("Inbox", displayMode: .inline)
    /// // <List style="navigationTitle(&quot;Inbox&quot;), navigationBarTitleDisplayMode(.inline)"/>
    /// ```
    public consuming func navigationBarTitle(_ title: any VmlStringArgument, displayMode: VmlTitleDisplayMode) -> VmlContent {
        navigationTitle(title).navigationBarTitleDisplayMode(displayMode)
    }
}
