/// SwiftUI's `AdaptableTabBarPlacement`, for `defaultAdaptableTabBarPlacement(_:)` (iOS 18): a member written as SwiftUI spells it.
///
/// ```swift
/// try VmlAdaptableTabBarPlacement.sidebar.expression.canonicalText()   // .sidebar
/// ```
public struct VmlAdaptableTabBarPlacement: VmlValue, Hashable {
    /// The value as a style expression.
    public var expression: VMLExpression

    /// Wraps a style expression.
    public init(expression: VMLExpression) {
        self.expression = expression
    }
}
