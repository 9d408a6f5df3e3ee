extension VmlView {
    /// SwiftUI's `tag(_:)`: `.tag("inbox")`, `.tag(2)`.
    public func tag(_ tag: VmlScalar) -> VmlContent {
        applying("tag") {
            $0.add(nil, tag)
        }
    }
}
