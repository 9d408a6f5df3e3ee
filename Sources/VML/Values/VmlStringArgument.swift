import Foundation

/// A string argument: a literal, a `String` value, or `.attr("title", .string, fallback: "Untitled")`.
public protocol VmlStringArgument: VmlExpressible {}

extension String: VmlStringArgument {
    /// The string literal.
    public var vmlExpression: VMLExpression { .string(self) }
}

extension VmlStringArgument where Self == VmlString {
    /// `attr(name type(<type>), fallback)`: `.navigationTitle(.attr("title", .string, fallback: "Untitled"))`.
    public static func attr(_ name: String, _ type: VMLAttrType? = nil, fallback: VmlString? = nil) -> VmlString {
        VmlString(expression: .attr(VMLAttrBinding(name, type: type, fallback: fallback?.expression)))
    }
}
