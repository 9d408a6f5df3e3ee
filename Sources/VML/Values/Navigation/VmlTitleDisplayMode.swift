/// The navigation bar title display mode (SwiftUI's `NavigationBarItem.TitleDisplayMode`): `.automatic`, `.inline`, `.large`.
public struct VmlTitleDisplayMode: VmlValue, Hashable {
    /// The value as a style expression.
    public var expression: VMLExpression

    /// Wraps a style expression.
    public init(expression: VMLExpression) {
        self.expression = expression
    }
}

extension VmlTitleDisplayMode {
    /// `.automatic`
    public static var automatic: VmlTitleDisplayMode { VmlTitleDisplayMode(expression: .implicitMember("automatic")) }
    /// `.inline`
    public static var inline: VmlTitleDisplayMode { VmlTitleDisplayMode(expression: .implicitMember("inline")) }
    /// `.large`
    public static var large: VmlTitleDisplayMode { VmlTitleDisplayMode(expression: .implicitMember("large")) }
}
