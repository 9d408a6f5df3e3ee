import Foundation

/// A boolean argument: a literal, a `Bool` value, or `.attr("locked", .boolean)`.
public protocol VmlBoolArgument: VmlExpressible {}

extension Bool: VmlBoolArgument {
    /// `true` or `false`.
    public var vmlExpression: VMLExpression { .boolean(self) }
}

extension VmlBoolArgument where Self == VmlBool {
    /// `attr(name type(<type>), fallback)`: `.disabled(.attr("locked", .boolean, fallback: false))`.
    public static func attr(_ name: String, _ type: VMLAttrType? = nil, fallback: VmlBool? = nil) -> VmlBool {
        VmlBool(expression: .attr(VMLAttrBinding(name, type: type, fallback: fallback?.expression)))
    }
}
