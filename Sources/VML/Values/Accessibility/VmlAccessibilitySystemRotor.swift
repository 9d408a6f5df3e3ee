/// A rotor the system provides (SwiftUI's `AccessibilitySystemRotor`), for `accessibilityRotor(_:entries:)`.
///
/// ```swift
/// try VmlAccessibilitySystemRotor.links.expression.canonicalText()   // .links
/// ```
public struct VmlAccessibilitySystemRotor: VmlValue, Hashable {
    /// The value as a style expression.
    public var expression: VMLExpression

    /// Wraps a style expression.
    public init(expression: VMLExpression) {
        self.expression = expression
    }
}

extension VmlAccessibilitySystemRotor {
    /// SwiftUI's `AccessibilitySystemRotor.links`: `.links`.
    ///
    /// ```swift
    /// try VmlAccessibilitySystemRotor.links.expression.canonicalText()   // .links
    /// ```
    public static var links: VmlAccessibilitySystemRotor { VmlAccessibilitySystemRotor(expression: .implicitMember("links")) }

    /// SwiftUI's `AccessibilitySystemRotor.headings`: `.headings`.
    ///
    /// ```swift
    /// try VmlAccessibilitySystemRotor.headings.expression.canonicalText()   // .headings
    /// ```
    public static var headings: VmlAccessibilitySystemRotor { VmlAccessibilitySystemRotor(expression: .implicitMember("headings")) }

    /// SwiftUI's `AccessibilitySystemRotor.boldText`: `.boldText`.
    ///
    /// ```swift
    /// try VmlAccessibilitySystemRotor.boldText.expression.canonicalText()   // .boldText
    /// ```
    public static var boldText: VmlAccessibilitySystemRotor { VmlAccessibilitySystemRotor(expression: .implicitMember("boldText")) }

    /// SwiftUI's `AccessibilitySystemRotor.italicText`: `.italicText`.
    ///
    /// ```swift
    /// try VmlAccessibilitySystemRotor.italicText.expression.canonicalText()   // .italicText
    /// ```
    public static var italicText: VmlAccessibilitySystemRotor { VmlAccessibilitySystemRotor(expression: .implicitMember("italicText")) }

    /// SwiftUI's `AccessibilitySystemRotor.underlineText`: `.underlineText`.
    ///
    /// ```swift
    /// try VmlAccessibilitySystemRotor.underlineText.expression.canonicalText()   // .underlineText
    /// ```
    public static var underlineText: VmlAccessibilitySystemRotor {
        VmlAccessibilitySystemRotor(expression: .implicitMember("underlineText"))
    }

    /// SwiftUI's `AccessibilitySystemRotor.misspelledWords`: `.misspelledWords`.
    ///
    /// ```swift
    /// try VmlAccessibilitySystemRotor.misspelledWords.expression.canonicalText()   // .misspelledWords
    /// ```
    public static var misspelledWords: VmlAccessibilitySystemRotor {
        VmlAccessibilitySystemRotor(expression: .implicitMember("misspelledWords"))
    }

    /// SwiftUI's `AccessibilitySystemRotor.images`: `.images`.
    ///
    /// ```swift
    /// try VmlAccessibilitySystemRotor.images.expression.canonicalText()   // .images
    /// ```
    public static var images: VmlAccessibilitySystemRotor { VmlAccessibilitySystemRotor(expression: .implicitMember("images")) }

    /// SwiftUI's `AccessibilitySystemRotor.textFields`: `.textFields`.
    ///
    /// ```swift
    /// try VmlAccessibilitySystemRotor.textFields.expression.canonicalText()   // .textFields
    /// ```
    public static var textFields: VmlAccessibilitySystemRotor { VmlAccessibilitySystemRotor(expression: .implicitMember("textFields")) }

    /// SwiftUI's `AccessibilitySystemRotor.tables`: `.tables`.
    ///
    /// ```swift
    /// try VmlAccessibilitySystemRotor.tables.expression.canonicalText()   // .tables
    /// ```
    public static var tables: VmlAccessibilitySystemRotor { VmlAccessibilitySystemRotor(expression: .implicitMember("tables")) }

    /// SwiftUI's `AccessibilitySystemRotor.lists`: `.lists`.
    ///
    /// ```swift
    /// try VmlAccessibilitySystemRotor.lists.expression.canonicalText()   // .lists
    /// ```
    public static var lists: VmlAccessibilitySystemRotor { VmlAccessibilitySystemRotor(expression: .implicitMember("lists")) }

    /// SwiftUI's `AccessibilitySystemRotor.landmarks`: `.landmarks`.
    ///
    /// ```swift
    /// try VmlAccessibilitySystemRotor.landmarks.expression.canonicalText()   // .landmarks
    /// ```
    public static var landmarks: VmlAccessibilitySystemRotor { VmlAccessibilitySystemRotor(expression: .implicitMember("landmarks")) }

    /// Links, visited or not: `.links(visited: true)`.
    ///
    /// ```swift
    /// try VmlAccessibilitySystemRotor.links(visited: true).expression.canonicalText()   // .links(visited: true)
    /// ```
    public static func links(visited: Bool) -> VmlAccessibilitySystemRotor {
        VmlAccessibilitySystemRotor(expression: .member("links", .labeled("visited", .boolean(visited))))
    }

    /// Headings of one level: `.headings(level: .h2)`.
    ///
    /// ```swift
    /// try VmlAccessibilitySystemRotor.headings(level: .h2).expression.canonicalText()   // .headings(level: .h2)
    /// ```
    public static func headings(level: VmlAccessibilityHeadingLevel) -> VmlAccessibilitySystemRotor {
        VmlAccessibilitySystemRotor(expression: .member("headings", .labeled("level", level.expression)))
    }
}
