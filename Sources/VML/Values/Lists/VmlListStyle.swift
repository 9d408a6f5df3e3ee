/// A list style (SwiftUI's `ListStyle`): `.plain`, `.insetGrouped`, …
public struct VmlListStyle: VmlValue, Hashable {
    /// The value as a style expression.
    public var expression: VMLExpression

    /// Wraps a style expression.
    public init(expression: VMLExpression) {
        self.expression = expression
    }
}

extension VmlListStyle {
    /// `.automatic`
    public static var automatic: VmlListStyle { VmlListStyle(expression: .implicitMember("automatic")) }
    /// `.plain`
    public static var plain: VmlListStyle { VmlListStyle(expression: .implicitMember("plain")) }
    /// `.grouped`
    public static var grouped: VmlListStyle { VmlListStyle(expression: .implicitMember("grouped")) }
    /// `.inset`
    public static var inset: VmlListStyle { VmlListStyle(expression: .implicitMember("inset")) }
    /// `.insetGrouped`
    public static var insetGrouped: VmlListStyle { VmlListStyle(expression: .implicitMember("insetGrouped")) }
    /// `.sidebar`
    public static var sidebar: VmlListStyle { VmlListStyle(expression: .implicitMember("sidebar")) }
}
