extension VmlView {
    /// SwiftUI's `Shape.trim(from:to:)`: `.trim(from: 0, to: 0.75)`.
    public consuming func trim(from: (any VmlNumberArgument)? = nil, to: (any VmlNumberArgument)? = nil) -> VmlContent {
        applying("trim") {
            $0.add("from", from)
            $0.add("to", to)
        }
    }
}
