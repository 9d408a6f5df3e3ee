/// A text field style (SwiftUI's `TextFieldStyle`): `.roundedBorder`, `.plain`.
public struct VmlTextFieldStyle: VmlValue, Hashable {
    /// The value as a style expression.
    public var expression: VMLExpression

    /// Wraps a style expression.
    public init(expression: VMLExpression) {
        self.expression = expression
    }
}

extension VmlTextFieldStyle {
    /// `.automatic`
    public static var automatic: VmlTextFieldStyle { VmlTextFieldStyle(expression: .implicitMember("automatic")) }
    /// `.roundedBorder`
    public static var roundedBorder: VmlTextFieldStyle { VmlTextFieldStyle(expression: .implicitMember("roundedBorder")) }
    /// `.plain`
    public static var plain: VmlTextFieldStyle { VmlTextFieldStyle(expression: .implicitMember("plain")) }
}
