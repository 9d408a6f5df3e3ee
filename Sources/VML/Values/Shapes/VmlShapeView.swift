/// A shape element that also serves as a shape value, as SwiftUI's shapes do:
/// `.clipShape(VmlRoundedRectangle(cornerRadius: 8))` writes `clipShape(RoundedRectangle(cornerRadius: 8))`.
///
/// `VmlRectangle`, `VmlRoundedRectangle`, `VmlCircle`, `VmlCapsule` and `VmlEllipse` conform.
public protocol VmlShapeView: VmlView {
    /// The shape as a value for `clipShape`, `contentShape` and `background(_:in:)`.
    var vmlShape: VmlShape { get }
}

extension VmlRectangle: VmlShapeView {
    /// `Rectangle()`
    public var vmlShape: VmlShape { VmlShape(expression: .call("Rectangle")) }
}

extension VmlRoundedRectangle: VmlShapeView {
    /// `RoundedRectangle(cornerRadius: r)`
    public var vmlShape: VmlShape {
        guard let style else { return .roundedRectangle(cornerRadius: cornerRadius) }
        return VmlShape(
            expression: .call(
                .identifier("RoundedRectangle"), [.labeled("cornerRadius", .number(cornerRadius)), .labeled("style", style.expression)]))
    }
}

extension VmlCircle: VmlShapeView {
    /// `Circle()`
    public var vmlShape: VmlShape { VmlShape(expression: .call("Circle")) }
}

extension VmlCapsule: VmlShapeView {
    /// `Capsule()`
    public var vmlShape: VmlShape { VmlShape(expression: .call("Capsule")) }
}

extension VmlEllipse: VmlShapeView {
    /// `Ellipse()`
    public var vmlShape: VmlShape { VmlShape(expression: .call("Ellipse")) }
}
