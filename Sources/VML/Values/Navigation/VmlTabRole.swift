/// SwiftUI's `TabRole`, for `Tab(role:content:)` (iOS 18): a member written as SwiftUI spells it.
///
/// ```swift
/// try VmlTabRole.search.expression.canonicalText()   // .search
/// ```
public struct VmlTabRole: VmlValue, Hashable {
    /// The value as a style expression.
    public var expression: VMLExpression

    /// Wraps a style expression.
    public init(expression: VMLExpression) {
        self.expression = expression
    }
}
