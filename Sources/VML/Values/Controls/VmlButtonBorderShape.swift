/// SwiftUI's `ButtonBorderShape`: `.automatic`, `.capsule`, `.circle`, `.roundedRectangle`.
///
/// ```swift
/// VmlButton("Buy") {}.buttonBorderShape(.capsule)
/// // <Button style="buttonBorderShape(.capsule)"><Text>Buy</Text></Button>
/// ```
public struct VmlButtonBorderShape: VmlValue, Hashable {
    /// The value as a style expression.
    public var expression: VMLExpression

    /// Wraps a style expression.
    public init(expression: VMLExpression) {
        self.expression = expression
    }
}

extension VmlButtonBorderShape {
    /// `.automatic`
    public static var automatic: VmlButtonBorderShape { VmlButtonBorderShape(expression: .implicitMember("automatic")) }
    /// `.capsule`
    public static var capsule: VmlButtonBorderShape { VmlButtonBorderShape(expression: .implicitMember("capsule")) }
    /// `.circle`
    public static var circle: VmlButtonBorderShape { VmlButtonBorderShape(expression: .implicitMember("circle")) }
    /// `.roundedRectangle`
    public static var roundedRectangle: VmlButtonBorderShape { VmlButtonBorderShape(expression: .implicitMember("roundedRectangle")) }
}

extension VmlButtonBorderShape {
    /// `.roundedRectangle(radius: 8)`
    public static func roundedRectangle(radius: Double) -> VmlButtonBorderShape {
        VmlButtonBorderShape(expression: .member("roundedRectangle", .labeled("radius", .number(radius))))
    }
}

extension VmlButtonBorderShape {
    /// The shape inset by an amount: `.capsule.inset(by: 2)`.
    ///
    /// ```swift
    /// try VmlButtonBorderShape.capsule.inset(by: 2).expression.canonicalText()   // .capsule.inset(by: 2)
    /// ```
    public func inset(by amount: any VmlNumberArgument) -> VmlButtonBorderShape {
        VmlButtonBorderShape(expression: expression.member("inset", .labeled("by", amount.vmlExpression)))
    }
}
