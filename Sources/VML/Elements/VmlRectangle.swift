/// SwiftUI's `Rectangle`: `<Rectangle/>`.
public struct VmlRectangle: VmlView, Sendable {
    private var element: ElementBuilder

    /// Creates a rectangle.
    public init() {
        element = ElementBuilder("Rectangle")

    }

    /// The `Rectangle` element.
    public var body: VmlContent { return element.content }
}

extension VmlRectangle: VmlShapeView {
    /// `Rectangle()`
    public var vmlShape: VmlShape { VmlShape(expression: .call("Rectangle")) }
}
