extension VmlView {
    /// SwiftUI's `disclosureGroupStyle(_:)`: the style, as `.automatic`.
    ///
    /// ```swift
    /// VmlText("a").disclosureGroupStyle(.automatic)   // <Text style="disclosureGroupStyle(.automatic)">a</Text>
    /// ```
    public consuming func disclosureGroupStyle(_ style: VmlDisclosureGroupStyle) -> VmlContent {
        applying("disclosureGroupStyle") {
            $0.add(nil, style)
        }
    }
}
