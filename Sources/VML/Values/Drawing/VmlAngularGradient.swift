/// SwiftUI's `AngularGradient` used as a view: like a color, it fills its space, written as a `Rectangle`
/// filled with the gradient, as `VmlLinearGradient` is. The `angle:` forms are conic gradients, written `.conicGradient(…)`.
///
/// ```swift
/// VmlAngularGradient(colors: [.red, .blue], center: .center, startAngle: .zero, endAngle: .degrees(180))
/// // <Rectangle style="fill(.angularGradient(colors: [.red, .blue], center: .center, startAngle: .zero, endAngle: .degrees(180)))"/>
/// ```
public struct VmlAngularGradient: VmlView, Sendable {
    /// The gradient as a shape style.
    public let style: VmlShapeStyle

    /// A gradient through `colors` between two angles.
    ///
    /// ```swift
    /// try VmlAngularGradient(colors: [.red, .blue], center: .center, startAngle: .zero, endAngle: .degrees(180)).style.expression.canonicalText()
    /// // .angularGradient(colors: [.red, .blue], center: .center, startAngle: .zero, endAngle: .degrees(180))
    /// ```
    public init(colors: [VmlColor], center: VmlUnitPoint, startAngle: VmlAngle, endAngle: VmlAngle) {
        style = .angularGradient(colors: colors, center: center, startAngle: startAngle, endAngle: endAngle)
    }

    /// A gradient through `stops` between two angles.
    ///
    /// ```swift
    /// try VmlAngularGradient(stops: [.init(color: .red, location: 0), .init(color: .blue, location: 0.8)], center: .center, startAngle: .zero, endAngle: .degrees(90)).style.expression.canonicalText()
    /// // .angularGradient(stops: [Gradient.Stop(color: .red, location: 0), Gradient.Stop(color: .blue, location: 0.8)], center: .center, startAngle: .zero, endAngle: .degrees(90))
    /// ```
    public init(stops: [VmlGradient.Stop], center: VmlUnitPoint, startAngle: VmlAngle, endAngle: VmlAngle) {
        style = .angularGradient(stops: stops, center: center, startAngle: startAngle, endAngle: endAngle)
    }

    /// A gradient from a `Gradient` between two angles.
    ///
    /// ```swift
    /// try VmlAngularGradient(gradient: VmlGradient(colors: [.red, .blue]), center: .center, startAngle: .zero, endAngle: .degrees(180)).style.expression.canonicalText()
    /// // AngularGradient(gradient: Gradient(colors: [.red, .blue]), center: .center, startAngle: .zero, endAngle: .degrees(180))
    /// ```
    public init(gradient: VmlGradient, center: VmlUnitPoint, startAngle: VmlAngle, endAngle: VmlAngle) {
        style = .angularGradient(gradient, center: center, startAngle: startAngle, endAngle: endAngle)
    }

    /// A full turn through `colors` from an angle (`.conicGradient`).
    ///
    /// ```swift
    /// try VmlAngularGradient(colors: [.red, .blue], center: .center, angle: .degrees(90)).style.expression.canonicalText()
    /// // .conicGradient(colors: [.red, .blue], center: .center, angle: .degrees(90))
    /// ```
    public init(colors: [VmlColor], center: VmlUnitPoint, angle: VmlAngle? = nil) {
        style = .conicGradient(colors: colors, center: center, angle: angle)
    }

    /// A full turn through `stops` from an angle (`.conicGradient`).
    ///
    /// ```swift
    /// try VmlAngularGradient(stops: [.init(color: .red, location: 0), .init(color: .blue, location: 0.8)], center: .center).style.expression.canonicalText()
    /// // .conicGradient(stops: [Gradient.Stop(color: .red, location: 0), Gradient.Stop(color: .blue, location: 0.8)], center: .center)
    /// ```
    public init(stops: [VmlGradient.Stop], center: VmlUnitPoint, angle: VmlAngle? = nil) {
        style = .conicGradient(stops: stops, center: center, angle: angle)
    }

    /// A full turn of a `Gradient` from an angle (`.conicGradient`).
    ///
    /// ```swift
    /// try VmlAngularGradient(gradient: VmlGradient(colors: [.red, .blue]), center: .center).style.expression.canonicalText()
    /// // .conicGradient(Gradient(colors: [.red, .blue]), center: .center)
    /// ```
    public init(gradient: VmlGradient, center: VmlUnitPoint, angle: VmlAngle? = nil) {
        style = .conicGradient(gradient, center: center, angle: angle)
    }

    /// A `Rectangle` filled with the gradient.
    public var body: VmlContent {
        return VmlContent(VMLNode.Element("Rectangle", style: [VMLModifier("fill", VMLArgument(style.expression))]))
    }
}
