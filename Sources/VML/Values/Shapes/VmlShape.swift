/// A shape value for `clipShape`, `contentShape` and `background(_:in:)` (SwiftUI's `Shape` values): `.circle`, `.capsule`, `.rect(cornerRadius: 8)`.
public struct VmlShape: VmlValue, Hashable {
    /// The value as a style expression.
    public var expression: VMLExpression

    /// Wraps a style expression.
    public init(expression: VMLExpression) {
        self.expression = expression
    }

    /// `.rect(cornerRadius:)`
    public static func rect(cornerRadius: any VmlNumberArgument) -> VmlShape {
        VmlShape(expression: .member("rect", .labeled("cornerRadius", cornerRadius.vmlExpression)))
    }

    /// `RoundedRectangle(cornerRadius:)`
    public static func roundedRectangle(cornerRadius: any VmlNumberArgument) -> VmlShape {
        VmlShape(expression: .call("RoundedRectangle", .labeled("cornerRadius", cornerRadius.vmlExpression)))
    }
}

extension VmlShape {
    /// `.rect`
    public static var rect: VmlShape { VmlShape(expression: .implicitMember("rect")) }
    /// `.circle`
    public static var circle: VmlShape { VmlShape(expression: .implicitMember("circle")) }
    /// `.capsule`
    public static var capsule: VmlShape { VmlShape(expression: .implicitMember("capsule")) }
    /// `.ellipse`
    public static var ellipse: VmlShape { VmlShape(expression: .implicitMember("ellipse")) }
}
