/// SwiftUI's `TextSelectionAffinity`, for `textSelectionAffinity(_:)` (iOS 18): a member written as SwiftUI spells it.
///
/// ```swift
/// try VmlTextSelectionAffinity.upstream.expression.canonicalText()   // .upstream
/// ```
public struct VmlTextSelectionAffinity: VmlValue, Hashable {
    /// The value as a style expression.
    public var expression: VMLExpression

    /// Wraps a style expression.
    public init(expression: VMLExpression) {
        self.expression = expression
    }
}
