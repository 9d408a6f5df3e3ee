/// Axes (SwiftUI's `Axis.Set`), as in `VmlScrollView(.horizontal)`: `.horizontal`, `.vertical`.
public struct VmlAxisSet: VmlValue, Hashable {
    /// The value as a style expression.
    public var expression: VMLExpression

    /// Wraps a style expression.
    public init(expression: VMLExpression) {
        self.expression = expression
    }
}

extension VmlAxisSet {
    /// `.horizontal`
    public static var horizontal: VmlAxisSet { VmlAxisSet(expression: .implicitMember("horizontal")) }
    /// `.vertical`
    public static var vertical: VmlAxisSet { VmlAxisSet(expression: .implicitMember("vertical")) }
}
