/// SwiftUI's `KeyboardShortcut.Localization`: `.automatic`, `.withoutMirroring`, `.custom`.
///
/// ```swift
/// VmlText("a").keyboardShortcut("f", localization: .withoutMirroring)
/// // <Text style="keyboardShortcut(&quot;f&quot;, localization: .withoutMirroring)">a</Text>
/// ```
public struct VmlKeyboardShortcutLocalization: VmlValue, Hashable {
    /// The value as a style expression.
    public var expression: VMLExpression

    /// Wraps a style expression.
    public init(expression: VMLExpression) {
        self.expression = expression
    }
}
