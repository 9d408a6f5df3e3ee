extension VmlView {
    /// SwiftUI's `navigationTransition(_:)` (iOS 18): how a pushed or presented view arrives.
    ///
    /// ```swift
    /// VmlText("Detail").navigationTransition(.zoom(sourceID: "cover", in: namespace))   // @VmlNamespace var namespace
    /// // <Text style="navigationTransition(.zoom(sourceID: &quot;cover&quot;))">Detail</Text>
    /// ```
    public consuming func navigationTransition(_ style: VmlNavigationTransition) -> VmlContent {
        applying("navigationTransition") {
            $0.add(nil, style)
        }
    }
}
