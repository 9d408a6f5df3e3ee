/// A text editor style (SwiftUI's `TextEditorStyle`), for `textEditorStyle(_:)`.
///
/// ```swift
/// try VmlTextEditorStyle.automatic.expression.canonicalText()   // .automatic
/// ```
public struct VmlTextEditorStyle: VmlValue, Hashable {
    /// The value as a style expression.
    public var expression: VMLExpression

    /// Wraps a style expression.
    public init(expression: VMLExpression) {
        self.expression = expression
    }
}

extension VmlTextEditorStyle {
    /// SwiftUI's `TextEditorStyle.automatic`: `.automatic`.
    ///
    /// ```swift
    /// try VmlTextEditorStyle.automatic.expression.canonicalText()   // .automatic
    /// ```
    public static var automatic: VmlTextEditorStyle { VmlTextEditorStyle(expression: .implicitMember("automatic")) }

    /// SwiftUI's `TextEditorStyle.plain`: `.plain`.
    ///
    /// ```swift
    /// try VmlTextEditorStyle.plain.expression.canonicalText()   // .plain
    /// ```
    public static var plain: VmlTextEditorStyle { VmlTextEditorStyle(expression: .implicitMember("plain")) }
}
