/// SwiftUI's `GlassEffectTransition`, for `glassEffectTransition(_:)` (iOS 26): a member written as SwiftUI spells it.
///
/// ```swift
/// try VmlGlassEffectTransition.materialize.expression.canonicalText()   // .materialize
/// ```
public struct VmlGlassEffectTransition: VmlValue, Hashable {
    /// The value as a style expression.
    public var expression: VMLExpression

    /// Wraps a style expression.
    public init(expression: VMLExpression) {
        self.expression = expression
    }
}
