/// SwiftUI's `KeyboardShortcut` roles: `.defaultAction` (Return) and `.cancelAction` (Escape).
///
/// ```swift
/// VmlButton("Done") {}.keyboardShortcut(.defaultAction)
/// // <Button style="keyboardShortcut(.defaultAction)"><Text>Done</Text></Button>
/// ```
public struct VmlKeyboardShortcut: VmlValue, Hashable {
    /// The value as a style expression.
    public var expression: VMLExpression

    /// Wraps a style expression.
    public init(expression: VMLExpression) {
        self.expression = expression
    }
}

extension VmlKeyboardShortcut {
    /// `.defaultAction`
    public static var defaultAction: VmlKeyboardShortcut { VmlKeyboardShortcut(expression: .implicitMember("defaultAction")) }
    /// `.cancelAction`
    public static var cancelAction: VmlKeyboardShortcut { VmlKeyboardShortcut(expression: .implicitMember("cancelAction")) }
}
