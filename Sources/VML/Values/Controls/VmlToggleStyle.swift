/// A toggle style (SwiftUI's `ToggleStyle`): `.switch`, `.button`, `.checkbox`.
public struct VmlToggleStyle: VmlValue, Hashable {
    /// The value as a style expression.
    public var expression: VMLExpression

    /// Wraps a style expression.
    public init(expression: VMLExpression) {
        self.expression = expression
    }
}

extension VmlToggleStyle {
    /// `.automatic`
    public static var automatic: VmlToggleStyle { VmlToggleStyle(expression: .implicitMember("automatic")) }
    /// `.switch`
    public static var `switch`: VmlToggleStyle { VmlToggleStyle(expression: .implicitMember("switch")) }
    /// `.button`
    public static var button: VmlToggleStyle { VmlToggleStyle(expression: .implicitMember("button")) }
    /// `.checkbox`
    public static var checkbox: VmlToggleStyle { VmlToggleStyle(expression: .implicitMember("checkbox")) }
}
