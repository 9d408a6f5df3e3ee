/// SwiftUI's `RadialGradient` used as a view: like a color, it fills its space, written as a `Rectangle`
/// filled with the gradient, as `VmlLinearGradient` is. Where a modifier takes a style, write the style: `.fill(.radialGradient(…))`.
///
/// ```swift
/// VmlRadialGradient(colors: [.white, .blue], center: .center, startRadius: 0, endRadius: 80)
/// // <Rectangle style="fill(.radialGradient(colors: [.white, .blue], center: .center, startRadius: 0, endRadius: 80))"/>
/// ```
public struct VmlRadialGradient: VmlView, Sendable {
    /// The gradient as a shape style.
    public let style: VmlShapeStyle

    /// A gradient through `colors`, evenly spaced.
    ///
    /// ```swift
    /// try VmlRadialGradient(colors: [.red, .blue], center: .top, startRadius: 1, endRadius: 9).style.expression.canonicalText()
    /// // .radialGradient(colors: [.red, .blue], center: .top, startRadius: 1, endRadius: 9)
    /// ```
    public init(colors: [VmlColor], center: VmlUnitPoint, startRadius: any VmlNumberArgument, endRadius: any VmlNumberArgument) {
        style = .radialGradient(colors: colors, center: center, startRadius: startRadius, endRadius: endRadius)
    }

    /// A gradient through `stops`.
    ///
    /// ```swift
    /// try VmlRadialGradient(stops: [.init(color: .red, location: 0), .init(color: .blue, location: 0.8)], center: .top, startRadius: 1, endRadius: 9).style.expression.canonicalText()
    /// // .radialGradient(stops: [Gradient.Stop(color: .red, location: 0), Gradient.Stop(color: .blue, location: 0.8)], center: .top, startRadius: 1, endRadius: 9)
    /// ```
    public init(stops: [VmlGradient.Stop], center: VmlUnitPoint, startRadius: any VmlNumberArgument, endRadius: any VmlNumberArgument) {
        style = .radialGradient(stops: stops, center: center, startRadius: startRadius, endRadius: endRadius)
    }

    /// A gradient from a `Gradient`.
    ///
    /// ```swift
    /// try VmlRadialGradient(gradient: VmlGradient(colors: [.red, .blue]), center: .center, startRadius: 0, endRadius: 50).style.expression.canonicalText()
    /// // RadialGradient(gradient: Gradient(colors: [.red, .blue]), center: .center, startRadius: 0, endRadius: 50)
    /// ```
    public init(gradient: VmlGradient, center: VmlUnitPoint, startRadius: any VmlNumberArgument, endRadius: any VmlNumberArgument) {
        style = .radialGradient(gradient, center: center, startRadius: startRadius, endRadius: endRadius)
    }

    /// A `Rectangle` filled with the gradient.
    public var body: VmlContent {
        return VmlContent(VMLNode.Element("Rectangle", style: [VMLModifier("fill", VMLArgument(style.expression))]))
    }
}
