extension VmlView {
    /// SwiftUI's `Shape.trim(from:to:)`: `.trim(from: 0, to: 0.75)`.
    public func trim(from: VmlNumber? = nil, to: VmlNumber? = nil) -> VmlContent {
        applying("trim") {
            $0.add("from", from)
            $0.add("to", to)
        }
    }
}
