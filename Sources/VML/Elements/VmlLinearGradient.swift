/// SwiftUI's `LinearGradient` used as a view: like a color, it fills its space, written as a
/// `Rectangle` filled with the gradient (the spec's `LinearGradient(gradient:…)` form for a
/// `Gradient`). Where a modifier takes a style, write the style: `.fill(.linearGradient(…))`.
///
/// ```swift
/// VmlLinearGradient(colors: [.blue, .purple], startPoint: .top, endPoint: .bottom)
/// // <Rectangle style="fill(.linearGradient(colors: [.blue, .purple], startPoint: .top, endPoint: .bottom))"/>
/// ```
public struct VmlLinearGradient: VmlView, Sendable {
    /// The gradient as a shape style.
    public let style: VmlShapeStyle

    /// A gradient through `colors`, evenly spaced.
    public init(colors: [VmlColor], startPoint: VmlUnitPoint, endPoint: VmlUnitPoint) {
        style = .linearGradient(colors: colors, startPoint: startPoint, endPoint: endPoint)
    }

    /// A gradient through `stops`.
    public init(stops: [VmlGradient.Stop], startPoint: VmlUnitPoint, endPoint: VmlUnitPoint) {
        style = .linearGradient(stops: stops, startPoint: startPoint, endPoint: endPoint)
    }

    /// A gradient from a `Gradient`.
    public init(gradient: VmlGradient, startPoint: VmlUnitPoint, endPoint: VmlUnitPoint) {
        style = .linearGradient(gradient, startPoint: startPoint, endPoint: endPoint)
    }

    /// A `Rectangle` filled with the gradient.
    public var body: VmlContent {
        return VmlContent(VMLNode.Element("Rectangle", style: [VMLModifier("fill", VMLArgument(style.expression))]))
    }
}
