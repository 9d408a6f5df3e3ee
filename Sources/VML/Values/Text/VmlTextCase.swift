/// A text case (SwiftUI's `Text.Case`): `.uppercase`, `.lowercase`.
public struct VmlTextCase: VmlValue, Hashable {
    /// The value as a style expression.
    public var expression: VMLExpression

    /// Wraps a style expression.
    public init(expression: VMLExpression) {
        self.expression = expression
    }
}

extension VmlTextCase {
    /// `.uppercase`
    public static var uppercase: VmlTextCase { VmlTextCase(expression: .implicitMember("uppercase")) }
    /// `.lowercase`
    public static var lowercase: VmlTextCase { VmlTextCase(expression: .implicitMember("lowercase")) }
}
