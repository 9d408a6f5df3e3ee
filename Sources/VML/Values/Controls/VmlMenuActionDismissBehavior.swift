/// Whether a menu's action dismisses the menu (SwiftUI's `MenuActionDismissBehavior`), for `menuActionDismissBehavior(_:)`.
///
/// ```swift
/// try VmlMenuActionDismissBehavior.automatic.expression.canonicalText()   // .automatic
/// ```
public struct VmlMenuActionDismissBehavior: VmlValue, Hashable {
    /// The value as a style expression.
    public var expression: VMLExpression

    /// Wraps a style expression.
    public init(expression: VMLExpression) {
        self.expression = expression
    }
}

extension VmlMenuActionDismissBehavior {
    /// SwiftUI's `MenuActionDismissBehavior.automatic`: `.automatic`.
    ///
    /// ```swift
    /// try VmlMenuActionDismissBehavior.automatic.expression.canonicalText()   // .automatic
    /// ```
    public static var automatic: VmlMenuActionDismissBehavior { VmlMenuActionDismissBehavior(expression: .implicitMember("automatic")) }

    /// SwiftUI's `MenuActionDismissBehavior.enabled`: `.enabled`.
    ///
    /// ```swift
    /// try VmlMenuActionDismissBehavior.enabled.expression.canonicalText()   // .enabled
    /// ```
    public static var enabled: VmlMenuActionDismissBehavior { VmlMenuActionDismissBehavior(expression: .implicitMember("enabled")) }

    /// SwiftUI's `MenuActionDismissBehavior.disabled`: `.disabled`.
    ///
    /// ```swift
    /// try VmlMenuActionDismissBehavior.disabled.expression.canonicalText()   // .disabled
    /// ```
    public static var disabled: VmlMenuActionDismissBehavior { VmlMenuActionDismissBehavior(expression: .implicitMember("disabled")) }
}
