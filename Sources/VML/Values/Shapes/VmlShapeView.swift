/// A shape element that also serves as a shape value, as SwiftUI's shapes do:
/// `.clipShape(VmlRoundedRectangle(cornerRadius: 8))` writes `clipShape(RoundedRectangle(cornerRadius: 8))`.
///
/// `VmlRectangle`, `VmlRoundedRectangle`, `VmlCircle`, `VmlCapsule` and `VmlEllipse` conform.
public protocol VmlShapeView: VmlView {
    /// The shape as a value for `clipShape`, `contentShape` and `background(_:in:)`.
    var vmlShape: VmlShape { get }
}
