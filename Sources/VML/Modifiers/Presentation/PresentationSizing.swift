extension VmlView {
    /// SwiftUI's `presentationSizing(_:)` (iOS 18): how a sheet sizes itself.
    ///
    /// ```swift
    /// VmlText("Form").presentationSizing(.form)   // <Text style="presentationSizing(.form)">Form</Text>
    /// ```
    public consuming func presentationSizing(_ sizing: VmlPresentationSizing) -> VmlContent {
        applying("presentationSizing") {
            $0.add(nil, sizing)
        }
    }
}
