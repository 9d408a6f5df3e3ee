/// What kind of text a view holds, for VoiceOver (SwiftUI's `AccessibilityTextContentType`), for `accessibilityTextContentType(_:)`.
///
/// ```swift
/// try VmlAccessibilityTextContentType.plain.expression.canonicalText()   // .plain
/// ```
public struct VmlAccessibilityTextContentType: VmlValue, Hashable {
    /// The value as a style expression.
    public var expression: VMLExpression

    /// Wraps a style expression.
    public init(expression: VMLExpression) {
        self.expression = expression
    }
}

extension VmlAccessibilityTextContentType {
    /// SwiftUI's `AccessibilityTextContentType.plain`: `.plain`.
    ///
    /// ```swift
    /// try VmlAccessibilityTextContentType.plain.expression.canonicalText()   // .plain
    /// ```
    public static var plain: VmlAccessibilityTextContentType { VmlAccessibilityTextContentType(expression: .implicitMember("plain")) }

    /// SwiftUI's `AccessibilityTextContentType.console`: `.console`.
    ///
    /// ```swift
    /// try VmlAccessibilityTextContentType.console.expression.canonicalText()   // .console
    /// ```
    public static var console: VmlAccessibilityTextContentType { VmlAccessibilityTextContentType(expression: .implicitMember("console")) }

    /// SwiftUI's `AccessibilityTextContentType.fileSystem`: `.fileSystem`.
    ///
    /// ```swift
    /// try VmlAccessibilityTextContentType.fileSystem.expression.canonicalText()   // .fileSystem
    /// ```
    public static var fileSystem: VmlAccessibilityTextContentType {
        VmlAccessibilityTextContentType(expression: .implicitMember("fileSystem"))
    }

    /// SwiftUI's `AccessibilityTextContentType.messaging`: `.messaging`.
    ///
    /// ```swift
    /// try VmlAccessibilityTextContentType.messaging.expression.canonicalText()   // .messaging
    /// ```
    public static var messaging: VmlAccessibilityTextContentType {
        VmlAccessibilityTextContentType(expression: .implicitMember("messaging"))
    }

    /// SwiftUI's `AccessibilityTextContentType.narrative`: `.narrative`.
    ///
    /// ```swift
    /// try VmlAccessibilityTextContentType.narrative.expression.canonicalText()   // .narrative
    /// ```
    public static var narrative: VmlAccessibilityTextContentType {
        VmlAccessibilityTextContentType(expression: .implicitMember("narrative"))
    }

    /// SwiftUI's `AccessibilityTextContentType.sourceCode`: `.sourceCode`.
    ///
    /// ```swift
    /// try VmlAccessibilityTextContentType.sourceCode.expression.canonicalText()   // .sourceCode
    /// ```
    public static var sourceCode: VmlAccessibilityTextContentType {
        VmlAccessibilityTextContentType(expression: .implicitMember("sourceCode"))
    }

    /// SwiftUI's `AccessibilityTextContentType.spreadsheet`: `.spreadsheet`.
    ///
    /// ```swift
    /// try VmlAccessibilityTextContentType.spreadsheet.expression.canonicalText()   // .spreadsheet
    /// ```
    public static var spreadsheet: VmlAccessibilityTextContentType {
        VmlAccessibilityTextContentType(expression: .implicitMember("spreadsheet"))
    }

    /// SwiftUI's `AccessibilityTextContentType.wordProcessing`: `.wordProcessing`.
    ///
    /// ```swift
    /// try VmlAccessibilityTextContentType.wordProcessing.expression.canonicalText()   // .wordProcessing
    /// ```
    public static var wordProcessing: VmlAccessibilityTextContentType {
        VmlAccessibilityTextContentType(expression: .implicitMember("wordProcessing"))
    }
}
