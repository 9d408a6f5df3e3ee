import Foundation

/// Anything that can stand as a modifier argument: it knows its style expression.
///
/// Plain Swift values conform where SwiftUI takes them (`Double`, `Int`, `Bool`, `String`), so
/// `.opacity(alpha)`, `.disabled(isLocked)` and `.navigationTitle(model.title)` port unchanged, and
/// so do the DSL's own values (``VmlNumber``, ``VmlBool``, ``VmlString``) with their `.attr(…)`.
public protocol VmlExpressible: Sendable {
    /// The value as a style expression.
    var vmlExpression: VMLExpression { get }
}

/// A number argument (SwiftUI's `CGFloat` and `Double` parameters): a literal, a `Double`, `CGFloat`,
/// `Int` or `Float` value, `.infinity`, or `.attr("w", .number, fallback: 200)`.
public protocol VmlNumberArgument: VmlExpressible {}

/// A boolean argument: a literal, a `Bool` value, or `.attr("locked", .boolean)`.
public protocol VmlBoolArgument: VmlExpressible {}

/// A string argument: a literal, a `String` value, or `.attr("title", .string, fallback: "Untitled")`.
public protocol VmlStringArgument: VmlExpressible {}

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

extension Bool: VmlBoolArgument {
    /// `true` or `false`.
    public var vmlExpression: VMLExpression { .boolean(self) }
}

extension String: VmlStringArgument {
    /// The string literal.
    public var vmlExpression: VMLExpression { .string(self) }
}

extension VmlNumberArgument where Self == VmlNumber {
    /// `attr(name type(<type>), fallback)`: `.frame(width: .attr("w", .number, fallback: 200))`.
    public static func attr(_ name: String, _ type: VMLAttrType? = nil, fallback: VmlNumber? = nil) -> VmlNumber {
        VmlNumber(expression: .attr(VMLAttrBinding(name, type: type, fallback: fallback?.expression)))
    }

    /// SwiftUI's `.infinity`, written `.infinity`: `.frame(maxWidth: .infinity)`.
    public static var infinity: VmlNumber { VmlNumber(expression: .implicitMember("infinity")) }
}

extension VmlBoolArgument where Self == VmlBool {
    /// `attr(name type(<type>), fallback)`: `.disabled(.attr("locked", .boolean, fallback: false))`.
    public static func attr(_ name: String, _ type: VMLAttrType? = nil, fallback: VmlBool? = nil) -> VmlBool {
        VmlBool(expression: .attr(VMLAttrBinding(name, type: type, fallback: fallback?.expression)))
    }
}

extension VmlStringArgument where Self == VmlString {
    /// `attr(name type(<type>), fallback)`: `.navigationTitle(.attr("title", .string, fallback: "Untitled"))`.
    public static func attr(_ name: String, _ type: VMLAttrType? = nil, fallback: VmlString? = nil) -> VmlString {
        VmlString(expression: .attr(VMLAttrBinding(name, type: type, fallback: fallback?.expression)))
    }
}
