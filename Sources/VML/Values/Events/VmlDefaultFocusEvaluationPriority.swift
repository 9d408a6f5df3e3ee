/// When a default focus applies (SwiftUI's `DefaultFocusEvaluationPriority`), for `defaultFocus(_:_:priority:)`.
///
/// ```swift
/// try VmlDefaultFocusEvaluationPriority.automatic.expression.canonicalText()   // .automatic
/// ```
public struct VmlDefaultFocusEvaluationPriority: VmlValue, Hashable {
    /// The value as a style expression.
    public var expression: VMLExpression

    /// Wraps a style expression.
    public init(expression: VMLExpression) {
        self.expression = expression
    }
}

extension VmlDefaultFocusEvaluationPriority {
    /// SwiftUI's `DefaultFocusEvaluationPriority.automatic`: `.automatic`.
    ///
    /// ```swift
    /// try VmlDefaultFocusEvaluationPriority.automatic.expression.canonicalText()   // .automatic
    /// ```
    public static var automatic: VmlDefaultFocusEvaluationPriority {
        VmlDefaultFocusEvaluationPriority(expression: .implicitMember("automatic"))
    }

    /// SwiftUI's `DefaultFocusEvaluationPriority.userInitiated`: `.userInitiated`.
    ///
    /// ```swift
    /// try VmlDefaultFocusEvaluationPriority.userInitiated.expression.canonicalText()   // .userInitiated
    /// ```
    public static var userInitiated: VmlDefaultFocusEvaluationPriority {
        VmlDefaultFocusEvaluationPriority(expression: .implicitMember("userInitiated"))
    }
}
