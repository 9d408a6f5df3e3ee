/// SwiftUI's `ScrollEdgeEffectStyle`, for `scrollEdgeEffectStyle(_:for:)` (iOS 26): a member written as SwiftUI spells it.
///
/// ```swift
/// try VmlScrollEdgeEffectStyle.soft.expression.canonicalText()   // .soft
/// ```
public struct VmlScrollEdgeEffectStyle: VmlValue, Hashable {
    /// The value as a style expression.
    public var expression: VMLExpression

    /// Wraps a style expression.
    public init(expression: VMLExpression) {
        self.expression = expression
    }
}
