/// A string, number or boolean argument, for SwiftUI parameters that take any `Hashable`
/// (`tag(_:)`, `animation(_:value:)`): `.tag("inbox")`, `.tag(3)`.
public struct VmlScalar: VmlValue, Hashable, ExpressibleByStringLiteral, ExpressibleByIntegerLiteral,
    ExpressibleByFloatLiteral, ExpressibleByBooleanLiteral
{
    /// The value as a style expression.
    public var expression: VMLExpression

    /// Wraps a style expression.
    public init(expression: VMLExpression) {
        self.expression = expression
    }

    /// A string.
    public init(stringLiteral value: String) { self.expression = .string(value) }
    /// A number.
    public init(integerLiteral value: Int) { self.expression = .number(Double(value)) }
    /// A number.
    public init(floatLiteral value: Double) { self.expression = .number(value) }
    /// `true` or `false`.
    public init(booleanLiteral value: Bool) { self.expression = .boolean(value) }
}
