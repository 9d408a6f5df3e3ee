/// SwiftUI's `Ellipse`: `<Ellipse/>`.
public struct VmlEllipse: VmlView, Sendable {
    private var element: ElementBuilder

    /// Creates an ellipse.
    public init() {
        element = ElementBuilder("Ellipse")

    }

    /// The `Ellipse` element.
    public var body: VmlContent { return element.content }
}

extension VmlEllipse: VmlShapeView {
    /// `Ellipse()`
    public var vmlShape: VmlShape { VmlShape(expression: .call("Ellipse")) }
}
