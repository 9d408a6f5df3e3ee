/// A button style (SwiftUI's `PrimitiveButtonStyle`): `.bordered`, `.borderedProminent`, …
public struct VmlButtonStyle: VmlValue, Hashable {
    /// The value as a style expression.
    public var expression: VMLExpression

    /// Wraps a style expression.
    public init(expression: VMLExpression) {
        self.expression = expression
    }
}

extension VmlButtonStyle {
    /// `.automatic`
    public static var automatic: VmlButtonStyle { VmlButtonStyle(expression: .implicitMember("automatic")) }
    /// `.bordered`
    public static var bordered: VmlButtonStyle { VmlButtonStyle(expression: .implicitMember("bordered")) }
    /// `.borderedProminent`
    public static var borderedProminent: VmlButtonStyle { VmlButtonStyle(expression: .implicitMember("borderedProminent")) }
    /// `.borderless`
    public static var borderless: VmlButtonStyle { VmlButtonStyle(expression: .implicitMember("borderless")) }
    /// `.plain`
    public static var plain: VmlButtonStyle { VmlButtonStyle(expression: .implicitMember("plain")) }
}
