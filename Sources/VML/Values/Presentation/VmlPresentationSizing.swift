/// SwiftUI's `PresentationSizing`, for `presentationSizing(_:)` (iOS 18): a member written as SwiftUI spells it.
///
/// ```swift
/// try VmlPresentationSizing.form.expression.canonicalText()   // .form
/// ```
public struct VmlPresentationSizing: VmlValue, Hashable {
    /// The value as a style expression.
    public var expression: VMLExpression

    /// Wraps a style expression.
    public init(expression: VMLExpression) {
        self.expression = expression
    }
}
