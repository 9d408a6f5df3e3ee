/// SwiftUI's `ContainerRelativeShape`: the shape of the container it is drawn in (a widget's
/// corners), which the client knows: `<ContainerRelativeShape/>`; as a shape value
/// `ContainerRelativeShape()`.
///
/// ```swift
/// VmlContainerRelativeShape().fill(.blue)   // <ContainerRelativeShape style="fill(.blue)"/>
/// ```
public struct VmlContainerRelativeShape: VmlView, Sendable {
    private var element: ElementBuilder

    /// Creates the shape.
    ///
    /// ```swift
    /// VmlContainerRelativeShape()   // <ContainerRelativeShape/>
    /// ```
    public init() {
        element = ElementBuilder("ContainerRelativeShape")
    }

    /// The `ContainerRelativeShape` element.
    public var body: VmlContent { return element.content }
}

extension VmlContainerRelativeShape: VmlShapeView {
    /// `ContainerRelativeShape()`
    public var vmlShape: VmlShape { VmlShape(expression: .call("ContainerRelativeShape")) }
}
