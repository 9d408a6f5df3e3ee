extension VmlView {
    /// SwiftUI's `kerning(_:)`.
    public consuming func kerning(_ kerning: any VmlNumberArgument) -> VmlContent {
        applying("kerning") {
            $0.add(nil, kerning)
        }
    }
}
