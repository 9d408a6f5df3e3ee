/// A shadow as a shape style's effect (SwiftUI's `ShadowStyle`): `.drop(radius: 4)`, `.inner(color: .black, radius: 2)`,
/// for `ShapeStyle.shadow(_:)`.
///
/// ```swift
/// try VmlShadowStyle.drop(radius: 4, y: 2).expression.canonicalText()   // .drop(radius: 4, y: 2)
/// ```
public struct VmlShadowStyle: VmlValue, Hashable {
    /// The value as a style expression.
    public var expression: VMLExpression

    /// Wraps a style expression.
    public init(expression: VMLExpression) {
        self.expression = expression
    }

    /// A shadow behind the shape: `.drop(color:radius:x:y:)`; arguments left out are not written.
    ///
    /// ```swift
    /// try VmlShadowStyle.drop(color: .black, radius: 4).expression.canonicalText()   // .drop(color: .black, radius: 4)
    /// ```
    public static func drop(
        color: VmlColor? = nil, radius: any VmlNumberArgument, x: (any VmlNumberArgument)? = nil, y: (any VmlNumberArgument)? = nil
    ) -> VmlShadowStyle {
        shadow("drop", color, radius, x, y)
    }

    /// A shadow inside the shape: `.inner(color:radius:x:y:)`; arguments left out are not written.
    ///
    /// ```swift
    /// try VmlShadowStyle.inner(radius: 2).expression.canonicalText()   // .inner(radius: 2)
    /// ```
    public static func inner(
        color: VmlColor? = nil, radius: any VmlNumberArgument, x: (any VmlNumberArgument)? = nil, y: (any VmlNumberArgument)? = nil
    ) -> VmlShadowStyle {
        shadow("inner", color, radius, x, y)
    }

    private static func shadow(
        _ name: String, _ color: VmlColor?, _ radius: any VmlNumberArgument, _ x: (any VmlNumberArgument)?, _ y: (any VmlNumberArgument)?
    ) -> VmlShadowStyle {
        var arguments: [VMLArgument] = []
        if let color { arguments.append(.labeled("color", color.expression)) }
        arguments.append(.labeled("radius", radius.vmlExpression))
        if let x { arguments.append(.labeled("x", x.vmlExpression)) }
        if let y { arguments.append(.labeled("y", y.vmlExpression)) }
        return VmlShadowStyle(expression: .call(.implicitMember(name), arguments))
    }
}
