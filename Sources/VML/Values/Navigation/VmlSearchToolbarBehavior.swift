/// SwiftUI's `SearchToolbarBehavior`, for `searchToolbarBehavior(_:)` (iOS 26): a member written as SwiftUI spells it.
///
/// ```swift
/// try VmlSearchToolbarBehavior.minimize.expression.canonicalText()   // .minimize
/// ```
public struct VmlSearchToolbarBehavior: VmlValue, Hashable {
    /// The value as a style expression.
    public var expression: VMLExpression

    /// Wraps a style expression.
    public init(expression: VMLExpression) {
        self.expression = expression
    }
}
