/// SwiftUI's `Rectangle`: `<Rectangle/>`.
public struct VmlRectangle: VmlView, Sendable {
    private var element: VmlElementBuilder

    /// Creates a rectangle.
    public init() {
        element = VmlElementBuilder("Rectangle")

    }

    /// The `Rectangle` element.
    public var body: VmlContent { element.content }
}
