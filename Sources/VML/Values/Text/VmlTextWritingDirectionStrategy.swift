/// SwiftUI's `Text.WritingDirectionStrategy`, for `writingDirection(strategy:)` (iOS 26): a member written as SwiftUI spells it.
///
/// ```swift
/// try VmlTextWritingDirectionStrategy.contentBased.expression.canonicalText()   // .contentBased
/// ```
public struct VmlTextWritingDirectionStrategy: VmlValue, Hashable {
    /// The value as a style expression.
    public var expression: VMLExpression

    /// Wraps a style expression.
    public init(expression: VMLExpression) {
        self.expression = expression
    }
}
