/// Whether a control activates when a drag hovers on it (SwiftUI's `SpringLoadingBehavior`), for `springLoadingBehavior(_:)`.
///
/// ```swift
/// try VmlSpringLoadingBehavior.automatic.expression.canonicalText()   // .automatic
/// ```
public struct VmlSpringLoadingBehavior: VmlValue, Hashable {
    /// The value as a style expression.
    public var expression: VMLExpression

    /// Wraps a style expression.
    public init(expression: VMLExpression) {
        self.expression = expression
    }
}

extension VmlSpringLoadingBehavior {
    /// SwiftUI's `SpringLoadingBehavior.automatic`: `.automatic`.
    ///
    /// ```swift
    /// try VmlSpringLoadingBehavior.automatic.expression.canonicalText()   // .automatic
    /// ```
    public static var automatic: VmlSpringLoadingBehavior { VmlSpringLoadingBehavior(expression: .implicitMember("automatic")) }

    /// SwiftUI's `SpringLoadingBehavior.enabled`: `.enabled`.
    ///
    /// ```swift
    /// try VmlSpringLoadingBehavior.enabled.expression.canonicalText()   // .enabled
    /// ```
    public static var enabled: VmlSpringLoadingBehavior { VmlSpringLoadingBehavior(expression: .implicitMember("enabled")) }

    /// SwiftUI's `SpringLoadingBehavior.disabled`: `.disabled`.
    ///
    /// ```swift
    /// try VmlSpringLoadingBehavior.disabled.expression.canonicalText()   // .disabled
    /// ```
    public static var disabled: VmlSpringLoadingBehavior { VmlSpringLoadingBehavior(expression: .implicitMember("disabled")) }
}
