/// A boolean argument (`disabled(true)`) or an `attr(…)` binding: `.disabled(.attr("locked", .boolean))`.
public struct VmlBool: VmlValue, VmlBoolArgument, Hashable, ExpressibleByBooleanLiteral {
    /// The value as a style expression.
    public var expression: VMLExpression

    /// Wraps a style expression.
    public init(expression: VMLExpression) {
        self.expression = expression
    }

    /// A boolean.
    public init(_ value: Bool) {
        self.expression = .boolean(value)
    }

    /// `true` or `false`.
    public init(booleanLiteral value: Bool) {
        self.expression = .boolean(value)
    }
}
