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

extension VmlKeyboardShortcut {
    /// `KeyboardShortcut(_:modifiers:localization:)`, a key with modifiers; arguments left out are not written.
    ///
    /// ```swift
    /// try VmlKeyboardShortcut("s", modifiers: [.command, .shift]).expression.canonicalText()   // KeyboardShortcut("s", modifiers: [.command, .shift])
    /// ```
    public init(_ key: VmlKeyEquivalent, modifiers: VmlEventModifiers? = nil, localization: VmlKeyboardShortcutLocalization? = nil) {
        var arguments = [VMLArgument(key.expression)]
        if let modifiers { arguments.append(.labeled("modifiers", modifiers.expression)) }
        if let localization { arguments.append(.labeled("localization", localization.expression)) }
        self.init(expression: .call(.identifier("KeyboardShortcut"), arguments))
    }
}
