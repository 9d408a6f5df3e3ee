/// An argument of a call or a field of a tuple: an optional label and a value.
///
/// Literals make unlabeled arguments, so `VMLModifier("padding", 8)` reads like Swift.
/// ```swift
/// VMLArgument("size", 17)        // size: 17
/// VMLArgument.labeled("x", -10)  // x: -10
/// VMLArgument(.member("center")) // .center
/// ```
public struct VMLArgument: Hashable, Sendable {
    /// The label (`size` in `size: 17`), or `nil` for an unlabeled argument.
    public var label: String?
    /// The argument's value.
    public var value: VMLExpression

    /// Creates a labeled argument.
    public init(_ label: String?, _ value: VMLExpression) {
        self.label = label
        self.value = value
    }

    /// Creates an unlabeled argument.
    public init(_ value: VMLExpression) {
        self.init(nil, value)
    }

    /// Creates a labeled argument: `.labeled("width", 100)` is `width: 100`.
    public static func labeled(_ label: String, _ value: VMLExpression) -> VMLArgument {
        VMLArgument(label, value)
    }
}

extension VMLArgument: ExpressibleByIntegerLiteral, ExpressibleByFloatLiteral,
    ExpressibleByStringLiteral, ExpressibleByBooleanLiteral
{
    /// An unlabeled number argument.
    public init(integerLiteral value: Int) { self.init(.number(Double(value))) }
    /// An unlabeled number argument.
    public init(floatLiteral value: Double) { self.init(.number(value)) }
    /// An unlabeled string argument.
    public init(stringLiteral value: String) { self.init(.string(value)) }
    /// An unlabeled `true` or `false` argument.
    public init(booleanLiteral value: Bool) { self.init(.boolean(value)) }
}
