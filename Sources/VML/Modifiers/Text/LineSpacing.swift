extension VmlView {
    /// SwiftUI's `lineSpacing(_:)`.
    public consuming func lineSpacing(_ lineSpacing: any VmlNumberArgument) -> VmlContent {
        applying("lineSpacing") {
            $0.add(nil, lineSpacing)
        }
    }
}
