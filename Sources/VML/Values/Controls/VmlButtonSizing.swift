/// SwiftUI's `ButtonSizing`, for `buttonSizing(_:)` (iOS 26): a member written as SwiftUI spells it.
///
/// ```swift
/// try VmlButtonSizing.flexible.expression.canonicalText()   // .flexible
/// ```
public struct VmlButtonSizing: VmlValue, Hashable {
    /// The value as a style expression.
    public var expression: VMLExpression

    /// Wraps a style expression.
    public init(expression: VMLExpression) {
        self.expression = expression
    }
}
