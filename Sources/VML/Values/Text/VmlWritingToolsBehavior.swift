/// SwiftUI's `WritingToolsBehavior`, for `writingToolsBehavior(_:)` (iOS 18): a member written as SwiftUI spells it.
///
/// ```swift
/// try VmlWritingToolsBehavior.limited.expression.canonicalText()   // .limited
/// ```
public struct VmlWritingToolsBehavior: VmlValue, Hashable {
    /// The value as a style expression.
    public var expression: VMLExpression

    /// Wraps a style expression.
    public init(expression: VMLExpression) {
        self.expression = expression
    }
}
