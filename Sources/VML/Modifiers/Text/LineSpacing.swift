extension VmlView {
    /// SwiftUI's `lineSpacing(_:)`.
    public func lineSpacing(_ lineSpacing: any VmlNumberArgument) -> VmlContent {
        applying("lineSpacing") {
            $0.add(nil, lineSpacing)
        }
    }
}
