extension VmlView {
    /// SwiftUI's `Text.textVariant(_:)` (iOS 18): which variant of a text (a date's, say) fits.
    ///
    /// ```swift
    /// VmlText("Today").textVariant(.sizeDependent)   // <Text style="textVariant(.sizeDependent)">Today</Text>
    /// ```
    public consuming func textVariant(_ preference: VmlTextVariantPreference) -> VmlContent {
        applying("textVariant") {
            $0.add(nil, preference)
        }
    }
}
