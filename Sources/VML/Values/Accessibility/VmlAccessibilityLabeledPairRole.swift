/// SwiftUI's `AccessibilityLabeledPairRole`: `.label`, `.content`.
///
/// ```swift
/// VmlText("a").accessibilityLabeledPair(role: .label, id: "name", in: namespace)
/// // <Text style="accessibilityLabeledPair(role: .label, id: &quot;name&quot;)">a</Text>
/// ```
public struct VmlAccessibilityLabeledPairRole: VmlValue, Hashable {
    /// The value as a style expression.
    public var expression: VMLExpression

    /// Wraps a style expression.
    public init(expression: VMLExpression) {
        self.expression = expression
    }
}
