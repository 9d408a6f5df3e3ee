/// SwiftUI's `TextInputDictationBehavior`: `.automatic`.
///
/// ```swift
/// VmlText("a").searchDictationBehavior(.automatic)
/// // <Text style="searchDictationBehavior(.automatic)">a</Text>
/// ```
public struct VmlTextInputDictationBehavior: VmlValue, Hashable {
    /// The value as a style expression.
    public var expression: VMLExpression

    /// Wraps a style expression.
    public init(expression: VMLExpression) {
        self.expression = expression
    }
}
