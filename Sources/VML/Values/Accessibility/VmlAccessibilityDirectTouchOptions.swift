/// How a direct-touch area behaves for VoiceOver (SwiftUI's `AccessibilityDirectTouchOptions`), for `accessibilityDirectTouch(_:options:)`.
///
/// ```swift
/// try VmlAccessibilityDirectTouchOptions.silentOnTouch.expression.canonicalText()   // .silentOnTouch
/// ```
public struct VmlAccessibilityDirectTouchOptions: VmlValue, Hashable, ExpressibleByArrayLiteral {
    /// The value as a style expression.
    public var expression: VMLExpression

    /// Wraps a style expression.
    public init(expression: VMLExpression) {
        self.expression = expression
    }

    /// Several members, written as an array.
    ///
    /// ```swift
    /// try ([.silentOnTouch, .requiresActivation] as VmlAccessibilityDirectTouchOptions).expression.canonicalText()   // [.silentOnTouch, .requiresActivation]
    /// ```
    public init(arrayLiteral elements: VmlAccessibilityDirectTouchOptions...) {
        self.expression = .array(elements.map(\.expression))
    }
}

extension VmlAccessibilityDirectTouchOptions {
    /// SwiftUI's `AccessibilityDirectTouchOptions.silentOnTouch`: `.silentOnTouch`.
    ///
    /// ```swift
    /// try VmlAccessibilityDirectTouchOptions.silentOnTouch.expression.canonicalText()   // .silentOnTouch
    /// ```
    public static var silentOnTouch: VmlAccessibilityDirectTouchOptions {
        VmlAccessibilityDirectTouchOptions(expression: .implicitMember("silentOnTouch"))
    }

    /// SwiftUI's `AccessibilityDirectTouchOptions.requiresActivation`: `.requiresActivation`.
    ///
    /// ```swift
    /// try VmlAccessibilityDirectTouchOptions.requiresActivation.expression.canonicalText()   // .requiresActivation
    /// ```
    public static var requiresActivation: VmlAccessibilityDirectTouchOptions {
        VmlAccessibilityDirectTouchOptions(expression: .implicitMember("requiresActivation"))
    }
}

extension VmlAccessibilityDirectTouchOptions {
    /// SwiftUI's `init(rawValue:)`, refused at compile time.
    ///
    /// ```swift
    /// VmlAccessibilityDirectTouchOptions(rawValue: 1)
    /// // error: 'init(rawValue:)' is unavailable: raw values are SwiftUI's bit patterns: write the members (.top, [.top, .leading])
    /// ```
    @available(*, unavailable, message: "raw values are SwiftUI's bit patterns: write the members (.top, [.top, .leading])")
    public init(rawValue: Int) {
        self.init(expression: .null)
    }
}
