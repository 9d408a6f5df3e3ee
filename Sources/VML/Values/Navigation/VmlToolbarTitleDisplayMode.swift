/// How a navigation title is shown (SwiftUI's `ToolbarTitleDisplayMode`): `.automatic`, `.inline`, `.inlineLarge`, `.large`.
///
/// ```swift
/// VmlList { … }.toolbarTitleDisplayMode(.inline)   // style="toolbarTitleDisplayMode(.inline)"
/// ```
public struct VmlToolbarTitleDisplayMode: VmlValue, Hashable {
    /// The value as a style expression.
    public var expression: VMLExpression

    /// Wraps a style expression.
    public init(expression: VMLExpression) {
        self.expression = expression
    }
}

extension VmlToolbarTitleDisplayMode {
    /// `.automatic`
    public static var automatic: VmlToolbarTitleDisplayMode { VmlToolbarTitleDisplayMode(expression: .implicitMember("automatic")) }
    /// `.inline`
    public static var inline: VmlToolbarTitleDisplayMode { VmlToolbarTitleDisplayMode(expression: .implicitMember("inline")) }
    /// `.inlineLarge`
    public static var inlineLarge: VmlToolbarTitleDisplayMode { VmlToolbarTitleDisplayMode(expression: .implicitMember("inlineLarge")) }
    /// `.large`
    public static var large: VmlToolbarTitleDisplayMode { VmlToolbarTitleDisplayMode(expression: .implicitMember("large")) }
}
