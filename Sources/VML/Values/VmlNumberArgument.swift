import Foundation

/// A number argument (SwiftUI's `CGFloat` and `Double` parameters): a literal, a `Double`, `CGFloat`,
/// `Int` or `Float` value, `.infinity`, or `.attr("w", .number, fallback: 200)`.
public protocol VmlNumberArgument: VmlExpressible {}

extension Double: VmlNumberArgument {
    /// The number.
    public var vmlExpression: VMLExpression { .number(self) }
}

extension Int: VmlNumberArgument {
    /// The number.
    public var vmlExpression: VMLExpression { .number(Double(self)) }
}

extension Float: VmlNumberArgument {
    /// The number.
    public var vmlExpression: VMLExpression { .number(Double(self)) }
}

extension CGFloat: VmlNumberArgument {
    /// The number: `let gap: CGFloat = 12` then `.frame(width: gap)` → `frame(width: 12)`.
    public var vmlExpression: VMLExpression { .number(Double(self)) }
}

extension VmlNumberArgument where Self == VmlNumber {
    /// `attr(name type(<type>), fallback)`: `.frame(width: .attr("w", .number, fallback: 200))`.
    public static func attr(_ name: String, _ type: VMLAttrType? = nil, fallback: VmlNumber? = nil) -> VmlNumber {
        VmlNumber(expression: .attr(VMLAttrBinding(name, type: type, fallback: fallback?.expression)))
    }

    /// SwiftUI's `.infinity`, written `.infinity`: `.frame(maxWidth: .infinity)`.
    public static var infinity: VmlNumber { VmlNumber(expression: .implicitMember("infinity")) }
}
