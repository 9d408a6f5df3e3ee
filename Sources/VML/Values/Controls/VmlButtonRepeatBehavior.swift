/// Whether a held button repeats its action (SwiftUI's `ButtonRepeatBehavior`), for `buttonRepeatBehavior(_:)`.
///
/// ```swift
/// try VmlButtonRepeatBehavior.automatic.expression.canonicalText()   // .automatic
/// ```
public struct VmlButtonRepeatBehavior: VmlValue, Hashable {
    /// The value as a style expression.
    public var expression: VMLExpression

    /// Wraps a style expression.
    public init(expression: VMLExpression) {
        self.expression = expression
    }
}

extension VmlButtonRepeatBehavior {
    /// SwiftUI's `ButtonRepeatBehavior.automatic`: `.automatic`.
    ///
    /// ```swift
    /// try VmlButtonRepeatBehavior.automatic.expression.canonicalText()   // .automatic
    /// ```
    public static var automatic: VmlButtonRepeatBehavior { VmlButtonRepeatBehavior(expression: .implicitMember("automatic")) }

    /// SwiftUI's `ButtonRepeatBehavior.enabled`: `.enabled`.
    ///
    /// ```swift
    /// try VmlButtonRepeatBehavior.enabled.expression.canonicalText()   // .enabled
    /// ```
    public static var enabled: VmlButtonRepeatBehavior { VmlButtonRepeatBehavior(expression: .implicitMember("enabled")) }

    /// SwiftUI's `ButtonRepeatBehavior.disabled`: `.disabled`.
    ///
    /// ```swift
    /// try VmlButtonRepeatBehavior.disabled.expression.canonicalText()   // .disabled
    /// ```
    public static var disabled: VmlButtonRepeatBehavior { VmlButtonRepeatBehavior(expression: .implicitMember("disabled")) }
}
