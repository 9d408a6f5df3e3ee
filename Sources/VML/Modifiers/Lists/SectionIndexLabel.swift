extension VmlView {
    /// SwiftUI's `sectionIndexLabel(_:)` (iOS 26): a section's entry in a list's index. A string is
    /// a key, translated in the rendering context as a `Text` is.
    ///
    /// ```swift
    /// VmlSection("A") {}.sectionIndexLabel("A")   // <Section style="sectionIndexLabel(&quot;A&quot;)">…</Section>
    /// ```
    public consuming func sectionIndexLabel(_ label: any VmlStringArgument) -> VmlContent {
        applying("sectionIndexLabel") {
            $0.add(nil, title: label)
        }
    }

    /// SwiftUI's `sectionIndexLabel(_:)` with a `Text` (its string), or `nil`.
    ///
    /// ```swift
    /// VmlSection("A") {}.sectionIndexLabel(VmlText("A"))   // <Section style="sectionIndexLabel(&quot;A&quot;)">…</Section>
    /// ```
    public consuming func sectionIndexLabel(_ label: VmlText?) -> VmlContent {
        applying("sectionIndexLabel") {
            $0.add(nil, expression: label.map { .string($0.text) } ?? .null)
        }
    }
}
