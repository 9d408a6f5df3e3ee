/// SwiftUI's `EllipticalGradient` used as a view: like a color, it fills its space, written as a `Rectangle`
/// filled with the gradient, as `VmlLinearGradient` is. Arguments left out are not written (SwiftUI's defaults apply).
///
/// ```swift
/// VmlEllipticalGradient(colors: [.white, .blue])
/// // <Rectangle style="fill(.ellipticalGradient(colors: [.white, .blue]))"/>
/// ```
public struct VmlEllipticalGradient: VmlView, Sendable {
    /// The gradient as a shape style.
    public let style: VmlShapeStyle

    /// A gradient through `colors`, evenly spaced.
    ///
    /// ```swift
    /// try VmlEllipticalGradient(colors: [.red, .blue], endRadiusFraction: 0.5).style.expression.canonicalText()
    /// // .ellipticalGradient(colors: [.red, .blue], endRadiusFraction: 0.5)
    /// ```
    public init(
        colors: [VmlColor], center: VmlUnitPoint? = nil, startRadiusFraction: (any VmlNumberArgument)? = nil,
        endRadiusFraction: (any VmlNumberArgument)? = nil
    ) {
        style = .ellipticalGradient(
            colors: colors, center: center, startRadiusFraction: startRadiusFraction, endRadiusFraction: endRadiusFraction)
    }

    /// A gradient through `stops`.
    ///
    /// ```swift
    /// try VmlEllipticalGradient(stops: [.init(color: .red, location: 0), .init(color: .blue, location: 0.8)], center: .top).style.expression.canonicalText()
    /// // .ellipticalGradient(stops: [Gradient.Stop(color: .red, location: 0), Gradient.Stop(color: .blue, location: 0.8)], center: .top)
    /// ```
    public init(
        stops: [VmlGradient.Stop], center: VmlUnitPoint? = nil, startRadiusFraction: (any VmlNumberArgument)? = nil,
        endRadiusFraction: (any VmlNumberArgument)? = nil
    ) {
        style = .ellipticalGradient(
            stops: stops, center: center, startRadiusFraction: startRadiusFraction, endRadiusFraction: endRadiusFraction)
    }

    /// A gradient from a `Gradient`.
    ///
    /// ```swift
    /// try VmlEllipticalGradient(gradient: VmlGradient(colors: [.red, .blue])).style.expression.canonicalText()
    /// // .ellipticalGradient(Gradient(colors: [.red, .blue]))
    /// ```
    public init(
        gradient: VmlGradient, center: VmlUnitPoint? = nil, startRadiusFraction: (any VmlNumberArgument)? = nil,
        endRadiusFraction: (any VmlNumberArgument)? = nil
    ) {
        style = .ellipticalGradient(
            gradient, center: center, startRadiusFraction: startRadiusFraction, endRadiusFraction: endRadiusFraction)
    }

    /// A `Rectangle` filled with the gradient.
    public var body: VmlContent {
        return VmlContent(VMLNode.Element("Rectangle", style: [VMLModifier("fill", VMLArgument(style.expression))]))
    }
}
