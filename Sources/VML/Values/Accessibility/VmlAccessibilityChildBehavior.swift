/// SwiftUI's `AccessibilityChildBehavior`: `.ignore`, `.combine`, `.contain`.
///
/// ```swift
/// VmlHStack { VmlText("a") }.accessibilityElement(children: .combine)   // <HStack style="accessibilityElement(children: .combine)">…
/// ```
public struct VmlAccessibilityChildBehavior: VmlValue, Hashable {
    /// The value as a style expression.
    public var expression: VMLExpression

    /// Wraps a style expression.
    public init(expression: VMLExpression) {
        self.expression = expression
    }
}

extension VmlAccessibilityChildBehavior {
    /// `.ignore`
    public static var ignore: VmlAccessibilityChildBehavior { VmlAccessibilityChildBehavior(expression: .implicitMember("ignore")) }
    /// `.combine`
    public static var combine: VmlAccessibilityChildBehavior { VmlAccessibilityChildBehavior(expression: .implicitMember("combine")) }
    /// `.contain`
    public static var contain: VmlAccessibilityChildBehavior { VmlAccessibilityChildBehavior(expression: .implicitMember("contain")) }
}
