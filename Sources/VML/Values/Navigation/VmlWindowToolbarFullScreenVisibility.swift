/// SwiftUI's `WindowToolbarFullScreenVisibility`, for `windowToolbarFullScreenVisibility(_:)` (iOS 18): a member written as SwiftUI spells it.
///
/// ```swift
/// try VmlWindowToolbarFullScreenVisibility.automatic.expression.canonicalText()   // .automatic
/// ```
public struct VmlWindowToolbarFullScreenVisibility: VmlValue, Hashable {
    /// The value as a style expression.
    public var expression: VMLExpression

    /// Wraps a style expression.
    public init(expression: VMLExpression) {
        self.expression = expression
    }
}
