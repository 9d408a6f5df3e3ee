/// SwiftUI's `Text.AlignmentStrategy`, for `multilineTextAlignment(strategy:)` (iOS 26): a member written as SwiftUI spells it.
///
/// ```swift
/// try VmlTextAlignmentStrategy.layoutBased.expression.canonicalText()   // .layoutBased
/// ```
public struct VmlTextAlignmentStrategy: VmlValue, Hashable {
    /// The value as a style expression.
    public var expression: VMLExpression

    /// Wraps a style expression.
    public init(expression: VMLExpression) {
        self.expression = expression
    }
}
