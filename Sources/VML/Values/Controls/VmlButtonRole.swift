/// A button's role (SwiftUI's `ButtonRole`): `.destructive`, `.cancel`.
public struct VmlButtonRole: VmlValue, Hashable {
    /// The value as a style expression.
    public var expression: VMLExpression

    /// Wraps a style expression.
    public init(expression: VMLExpression) {
        self.expression = expression
    }
}

extension VmlButtonRole {
    /// `.destructive`
    public static var destructive: VmlButtonRole { VmlButtonRole(expression: .implicitMember("destructive")) }
    /// `.cancel`
    public static var cancel: VmlButtonRole { VmlButtonRole(expression: .implicitMember("cancel")) }
}
