/// SwiftUI's `HandGestureShortcut`, for `handGestureShortcut(_:isEnabled:)` (iOS 18): a member written as SwiftUI spells it.
///
/// ```swift
/// try VmlHandGestureShortcut.primaryAction.expression.canonicalText()   // .primaryAction
/// ```
public struct VmlHandGestureShortcut: VmlValue, Hashable {
    /// The value as a style expression.
    public var expression: VMLExpression

    /// Wraps a style expression.
    public init(expression: VMLExpression) {
        self.expression = expression
    }
}
