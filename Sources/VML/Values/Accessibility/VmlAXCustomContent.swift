/// The Accessibility framework's `AXCustomContent`, for its `Importance`, the argument of
/// `accessibilityCustomContent(_:_:importance:)`.
///
/// ```swift
/// VmlText("a").accessibilityCustomContent("Age", "42", importance: .high)
/// // <Text style="accessibilityCustomContent(&quot;Age&quot;, &quot;42&quot;, importance: .high)">a</Text>
/// ```
public enum VmlAXCustomContent {
    /// `AXCustomContent.Importance`: `.default` or `.high`.
    public struct Importance: VmlValue, Hashable {
        /// The value as a style expression.
        public var expression: VMLExpression

        /// Wraps a style expression.
        public init(expression: VMLExpression) {
            self.expression = expression
        }

        /// `.default`: read when the user asks for more content.
        public static var `default`: Importance { Importance(expression: .implicitMember("default")) }

        /// `.high`: read with the element's label.
        public static var high: Importance { Importance(expression: .implicitMember("high")) }
    }
}
