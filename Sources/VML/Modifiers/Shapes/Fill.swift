extension VmlView {
    /// SwiftUI's `Shape.fill(_:)`: `.fill(.blue)`, `.fill(.linearGradient(…))`.
    public consuming func fill(_ content: VmlShapeStyle? = nil) -> VmlContent {
        applying("fill") {
            $0.add(nil, content)
        }
    }
}
