/// SwiftUI's `TabBarMinimizeBehavior`, for `tabBarMinimizeBehavior(_:)` (iOS 26): a member written as SwiftUI spells it.
///
/// ```swift
/// try VmlTabBarMinimizeBehavior.onScrollDown.expression.canonicalText()   // .onScrollDown
/// ```
public struct VmlTabBarMinimizeBehavior: VmlValue, Hashable {
    /// The value as a style expression.
    public var expression: VMLExpression

    /// Wraps a style expression.
    public init(expression: VMLExpression) {
        self.expression = expression
    }
}
