/// SwiftUI's `ScrollAnchorRole`, for `defaultScrollAnchor(_:for:)` (iOS 18): a member written as SwiftUI spells it.
///
/// ```swift
/// try VmlScrollAnchorRole.sizeChanges.expression.canonicalText()   // .sizeChanges
/// ```
public struct VmlScrollAnchorRole: VmlValue, Hashable {
    /// The value as a style expression.
    public var expression: VMLExpression

    /// Wraps a style expression.
    public init(expression: VMLExpression) {
        self.expression = expression
    }
}
