/// SwiftUI's `AnyShape`: a type-erased shape, written as the shape it wraps, as a view and as a
/// shape value.
///
/// ```swift
/// VmlAnyShape(isRound ? VmlCircle() : VmlRectangle())   // <Circle/> when isRound
/// ```
public struct VmlAnyShape: VmlView, Sendable {
    private let content: VmlContent
    private let shape: VmlShape

    /// Wraps a shape.
    ///
    /// ```swift
    /// VmlAnyShape(VmlCapsule()).fill(.blue)   // <Capsule style="fill(.blue)"/>
    /// ```
    public init(_ shape: some VmlShapeView) {
        self.content = shape.vmlContent
        self.shape = shape.vmlShape
    }

    /// The wrapped shape's element.
    public var body: VmlContent { return content }
}

extension VmlAnyShape: VmlShapeView {
    /// The wrapped shape's value: `clipShape(VmlAnyShape(VmlCircle()))` writes `clipShape(Circle())`.
    public var vmlShape: VmlShape { shape }
}
