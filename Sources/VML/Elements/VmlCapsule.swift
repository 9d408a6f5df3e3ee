/// SwiftUI's `Capsule`: `<Capsule/>`.
public struct VmlCapsule: VmlView, Sendable {
    private var element: ElementBuilder

    /// Creates a capsule.
    public init() {
        element = ElementBuilder("Capsule")

    }

    /// The `Capsule` element.
    public var body: VmlContent { return element.content }
}

extension VmlCapsule: VmlShapeView {
    /// `Capsule()`
    public var vmlShape: VmlShape { VmlShape(expression: .call("Capsule")) }
}
