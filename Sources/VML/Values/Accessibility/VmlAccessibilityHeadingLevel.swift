/// The level of an accessibility heading (SwiftUI's `AccessibilityHeadingLevel`), for `accessibilityHeading(_:)`.
///
/// ```swift
/// try VmlAccessibilityHeadingLevel.unspecified.expression.canonicalText()   // .unspecified
/// ```
public struct VmlAccessibilityHeadingLevel: VmlValue, Hashable {
    /// The value as a style expression.
    public var expression: VMLExpression

    /// Wraps a style expression.
    public init(expression: VMLExpression) {
        self.expression = expression
    }
}

extension VmlAccessibilityHeadingLevel {
    /// SwiftUI's `AccessibilityHeadingLevel.unspecified`: `.unspecified`.
    ///
    /// ```swift
    /// try VmlAccessibilityHeadingLevel.unspecified.expression.canonicalText()   // .unspecified
    /// ```
    public static var unspecified: VmlAccessibilityHeadingLevel { VmlAccessibilityHeadingLevel(expression: .implicitMember("unspecified")) }

    /// SwiftUI's `AccessibilityHeadingLevel.h1`: `.h1`.
    ///
    /// ```swift
    /// try VmlAccessibilityHeadingLevel.h1.expression.canonicalText()   // .h1
    /// ```
    public static var h1: VmlAccessibilityHeadingLevel { VmlAccessibilityHeadingLevel(expression: .implicitMember("h1")) }

    /// SwiftUI's `AccessibilityHeadingLevel.h2`: `.h2`.
    ///
    /// ```swift
    /// try VmlAccessibilityHeadingLevel.h2.expression.canonicalText()   // .h2
    /// ```
    public static var h2: VmlAccessibilityHeadingLevel { VmlAccessibilityHeadingLevel(expression: .implicitMember("h2")) }

    /// SwiftUI's `AccessibilityHeadingLevel.h3`: `.h3`.
    ///
    /// ```swift
    /// try VmlAccessibilityHeadingLevel.h3.expression.canonicalText()   // .h3
    /// ```
    public static var h3: VmlAccessibilityHeadingLevel { VmlAccessibilityHeadingLevel(expression: .implicitMember("h3")) }

    /// SwiftUI's `AccessibilityHeadingLevel.h4`: `.h4`.
    ///
    /// ```swift
    /// try VmlAccessibilityHeadingLevel.h4.expression.canonicalText()   // .h4
    /// ```
    public static var h4: VmlAccessibilityHeadingLevel { VmlAccessibilityHeadingLevel(expression: .implicitMember("h4")) }

    /// SwiftUI's `AccessibilityHeadingLevel.h5`: `.h5`.
    ///
    /// ```swift
    /// try VmlAccessibilityHeadingLevel.h5.expression.canonicalText()   // .h5
    /// ```
    public static var h5: VmlAccessibilityHeadingLevel { VmlAccessibilityHeadingLevel(expression: .implicitMember("h5")) }

    /// SwiftUI's `AccessibilityHeadingLevel.h6`: `.h6`.
    ///
    /// ```swift
    /// try VmlAccessibilityHeadingLevel.h6.expression.canonicalText()   // .h6
    /// ```
    public static var h6: VmlAccessibilityHeadingLevel { VmlAccessibilityHeadingLevel(expression: .implicitMember("h6")) }
}

extension VmlAccessibilityHeadingLevel {
    /// SwiftUI's `init(rawValue:)`, refused at compile time.
    ///
    /// ```swift
    /// VmlAccessibilityHeadingLevel(rawValue: 1)
    /// // error: 'init(rawValue:)' is unavailable: raw values are SwiftUI's bit patterns: write the members (.top, [.top, .leading])
    /// ```
    @available(*, unavailable, message: "raw values are SwiftUI's bit patterns: write the members (.top, [.top, .leading])")
    public init(rawValue: Int) {
        self.init(expression: .null)
    }
}
