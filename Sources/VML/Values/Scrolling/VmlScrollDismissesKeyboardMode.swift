/// SwiftUI's `ScrollDismissesKeyboardMode`: `.automatic`, `.immediately`, `.interactively`, `.never`.
///
/// ```swift
/// VmlList {}.scrollDismissesKeyboard(.interactively)
/// // <List style="scrollDismissesKeyboard(.interactively)"/>
/// ```
public struct VmlScrollDismissesKeyboardMode: VmlValue, Hashable {
    /// The value as a style expression.
    public var expression: VMLExpression

    /// Wraps a style expression.
    public init(expression: VMLExpression) {
        self.expression = expression
    }
}

extension VmlScrollDismissesKeyboardMode {
    /// `.automatic`
    public static var automatic: VmlScrollDismissesKeyboardMode { VmlScrollDismissesKeyboardMode(expression: .implicitMember("automatic")) }
    /// `.immediately`
    public static var immediately: VmlScrollDismissesKeyboardMode {
        VmlScrollDismissesKeyboardMode(expression: .implicitMember("immediately"))
    }
    /// `.interactively`
    public static var interactively: VmlScrollDismissesKeyboardMode {
        VmlScrollDismissesKeyboardMode(expression: .implicitMember("interactively"))
    }
    /// `.never`
    public static var never: VmlScrollDismissesKeyboardMode { VmlScrollDismissesKeyboardMode(expression: .implicitMember("never")) }
}
