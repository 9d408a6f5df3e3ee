/// A number argument (SwiftUI's `CGFloat` and `Double` parameters): a literal, `.infinity`, or `.attr(…)`.
///
/// ```swift
/// VmlText("Hi").frame(width: 100, maxWidth: .infinity)
/// ```
public struct VmlNumber: VmlValue, VmlNumberArgument, Hashable, ExpressibleByIntegerLiteral, ExpressibleByFloatLiteral {
    /// The value as a style expression.
    public var expression: VMLExpression

    /// Wraps a style expression.
    public init(expression: VMLExpression) {
        self.expression = expression
    }

    /// A number.
    public init(_ value: Double) {
        self.expression = .number(value)
    }

    /// A number.
    public init(_ value: Int) {
        self.expression = .number(Double(value))
    }

    /// A number literal.
    public init(integerLiteral value: Int) {
        self.expression = .number(Double(value))
    }

    /// A number literal.
    public init(floatLiteral value: Double) {
        self.expression = .number(value)
    }

}

extension VmlNumber: VmlPaddingArgument {}
