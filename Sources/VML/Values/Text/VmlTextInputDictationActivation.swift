/// How inline dictation starts (SwiftUI's `TextInputDictationActivation`), for `.inline(activation:)`.
///
/// ```swift
/// try VmlTextInputDictationActivation.onLook.expression.canonicalText()   // .onLook
/// ```
public struct VmlTextInputDictationActivation: VmlValue, Hashable {
    /// The value as a style expression.
    public var expression: VMLExpression

    /// Wraps a style expression.
    public init(expression: VMLExpression) {
        self.expression = expression
    }

    /// Dictation starts when the person looks at the field: `.onLook`.
    ///
    /// ```swift
    /// try VmlTextInputDictationActivation.onLook.expression.canonicalText()   // .onLook
    /// ```
    public static var onLook: VmlTextInputDictationActivation { VmlTextInputDictationActivation(expression: .implicitMember("onLook")) }

    /// Dictation starts when the person selects the field: `.onSelect`.
    ///
    /// ```swift
    /// try VmlTextInputDictationActivation.onSelect.expression.canonicalText()   // .onSelect
    /// ```
    public static var onSelect: VmlTextInputDictationActivation { VmlTextInputDictationActivation(expression: .implicitMember("onSelect")) }
}
