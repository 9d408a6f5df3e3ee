/// SwiftUI's `ScrollInputBehavior`, for `scrollInputBehavior(_:for:)` (iOS 18): a member written as SwiftUI spells it.
///
/// ```swift
/// try VmlScrollInputBehavior.disabled.expression.canonicalText()   // .disabled
/// ```
public struct VmlScrollInputBehavior: VmlValue, Hashable {
    /// The value as a style expression.
    public var expression: VMLExpression

    /// Wraps a style expression.
    public init(expression: VMLExpression) {
        self.expression = expression
    }
}
