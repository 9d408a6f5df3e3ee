/// SwiftUI's `Circle`: `<Circle/>`.
public struct VmlCircle: VmlView, Sendable {
    private var element: ElementBuilder

    /// Creates a circle.
    public init() {
        element = ElementBuilder("Circle")

    }

    /// The `Circle` element.
    public var body: VmlContent { return element.content }
}

extension VmlCircle: VmlShapeView {
    /// `Circle()`
    public var vmlShape: VmlShape { VmlShape(expression: .call("Circle")) }
}
