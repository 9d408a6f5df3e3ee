/// How severe a dialog is (SwiftUI's `DialogSeverity`), for `dialogSeverity(_:)`.
///
/// ```swift
/// try VmlDialogSeverity.automatic.expression.canonicalText()   // .automatic
/// ```
public struct VmlDialogSeverity: VmlValue, Hashable {
    /// The value as a style expression.
    public var expression: VMLExpression

    /// Wraps a style expression.
    public init(expression: VMLExpression) {
        self.expression = expression
    }
}

extension VmlDialogSeverity {
    /// SwiftUI's `DialogSeverity.automatic`: `.automatic`.
    ///
    /// ```swift
    /// try VmlDialogSeverity.automatic.expression.canonicalText()   // .automatic
    /// ```
    public static var automatic: VmlDialogSeverity { VmlDialogSeverity(expression: .implicitMember("automatic")) }

    /// SwiftUI's `DialogSeverity.standard`: `.standard`.
    ///
    /// ```swift
    /// try VmlDialogSeverity.standard.expression.canonicalText()   // .standard
    /// ```
    public static var standard: VmlDialogSeverity { VmlDialogSeverity(expression: .implicitMember("standard")) }

    /// SwiftUI's `DialogSeverity.critical`: `.critical`.
    ///
    /// ```swift
    /// try VmlDialogSeverity.critical.expression.canonicalText()   // .critical
    /// ```
    public static var critical: VmlDialogSeverity { VmlDialogSeverity(expression: .implicitMember("critical")) }
}
