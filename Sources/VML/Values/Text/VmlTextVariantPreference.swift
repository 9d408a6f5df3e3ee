/// SwiftUI's `TextVariantPreference`, for `Text.textVariant(_:)` (iOS 18): a member written as SwiftUI spells it.
///
/// ```swift
/// try VmlTextVariantPreference.sizeDependent.expression.canonicalText()   // .sizeDependent
/// ```
public struct VmlTextVariantPreference: VmlValue, Hashable {
    /// The value as a style expression.
    public var expression: VMLExpression

    /// Wraps a style expression.
    public init(expression: VMLExpression) {
        self.expression = expression
    }
}
