/// A string argument (`navigationTitle("Home")`) or an `attr(…)` binding.
///
/// ```swift
/// VmlText("Home").navigationTitle(.attr("title", .string, fallback: "Untitled"))
/// ```
public struct VmlString: VmlValue, VmlStringArgument, Hashable, ExpressibleByStringLiteral {
    /// The value as a style expression.
    public var expression: VMLExpression

    /// Wraps a style expression.
    public init(expression: VMLExpression) {
        self.expression = expression
    }

    /// A string.
    public init(_ string: String) {
        self.expression = .string(string)
    }

    /// A string literal.
    public init(stringLiteral value: String) {
        self.expression = .string(value)
    }
}
