/// A kind of accessibility action (SwiftUI's `AccessibilityActionKind`), for `accessibilityAction(_:_:)`.
///
/// ```swift
/// try VmlAccessibilityActionKind.default.expression.canonicalText()   // .default
/// ```
public struct VmlAccessibilityActionKind: VmlValue, Hashable {
    /// The value as a style expression.
    public var expression: VMLExpression

    /// Wraps a style expression.
    public init(expression: VMLExpression) {
        self.expression = expression
    }
}

extension VmlAccessibilityActionKind {
    /// SwiftUI's `AccessibilityActionKind.default`: `.default`.
    ///
    /// ```swift
    /// try VmlAccessibilityActionKind.default.expression.canonicalText()   // .default
    /// ```
    public static var `default`: VmlAccessibilityActionKind { VmlAccessibilityActionKind(expression: .implicitMember("default")) }

    /// SwiftUI's `AccessibilityActionKind.escape`: `.escape`.
    ///
    /// ```swift
    /// try VmlAccessibilityActionKind.escape.expression.canonicalText()   // .escape
    /// ```
    public static var escape: VmlAccessibilityActionKind { VmlAccessibilityActionKind(expression: .implicitMember("escape")) }

    /// SwiftUI's `AccessibilityActionKind.magicTap`: `.magicTap`.
    ///
    /// ```swift
    /// try VmlAccessibilityActionKind.magicTap.expression.canonicalText()   // .magicTap
    /// ```
    public static var magicTap: VmlAccessibilityActionKind { VmlAccessibilityActionKind(expression: .implicitMember("magicTap")) }
}

extension VmlAccessibilityActionKind {
    /// A custom action named by a text: `AccessibilityActionKind(named: "Archive")`.
    ///
    /// ```swift
    /// try VmlAccessibilityActionKind(named: VmlText("Archive")).expression.canonicalText()   // AccessibilityActionKind(named: "Archive")
    /// ```
    public init(named name: VmlText) {
        self.init(expression: .call("AccessibilityActionKind", .labeled("named", .string(name.text))))
    }
}
