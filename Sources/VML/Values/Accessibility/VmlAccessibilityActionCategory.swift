/// SwiftUI's `AccessibilityActionCategory`, for `accessibilityActions(category:_:)` (iOS 18): a member written as SwiftUI spells it.
///
/// ```swift
/// try VmlAccessibilityActionCategory.edit.expression.canonicalText()   // .edit
/// ```
public struct VmlAccessibilityActionCategory: VmlValue, Hashable {
    /// The value as a style expression.
    public var expression: VMLExpression

    /// Wraps a style expression.
    public init(expression: VMLExpression) {
        self.expression = expression
    }

    /// SwiftUI's `AccessibilityActionCategory(_:)`: a category named by a text.
    ///
    /// ```swift
    /// try VmlAccessibilityActionCategory(VmlText("Formatting")).expression.canonicalText()   // AccessibilityActionCategory("Formatting")
    /// ```
    public init(_ name: VmlText) {
        self.init(expression: .call(.identifier("AccessibilityActionCategory"), [VMLArgument(nil, .string(name.text))]))
    }
}
