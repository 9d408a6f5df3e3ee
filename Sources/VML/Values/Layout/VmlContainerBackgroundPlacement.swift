/// SwiftUI's `ContainerBackgroundPlacement`: the container `containerBackground(_:for:)` sets the
/// background of: `.widget`, `.navigation`, `.tabView`.
///
/// ```swift
/// VmlText("a").containerBackground(.blue, for: .widget)   // <Text style="containerBackground(.blue, for: .widget)">a</Text>
/// ```
public struct VmlContainerBackgroundPlacement: VmlValue, Hashable {
    /// The value as a style expression.
    public var expression: VMLExpression

    /// Wraps a style expression.
    public init(expression: VMLExpression) {
        self.expression = expression
    }

    /// `.widget`: a widget's background (WidgetKit's placement).
    public static var widget: VmlContainerBackgroundPlacement { VmlContainerBackgroundPlacement(expression: .implicitMember("widget")) }

    /// `.navigation`: a navigation stack's background.
    public static var navigation: VmlContainerBackgroundPlacement {
        VmlContainerBackgroundPlacement(expression: .implicitMember("navigation"))
    }

    /// `.tabView`: a tab view's background.
    public static var tabView: VmlContainerBackgroundPlacement { VmlContainerBackgroundPlacement(expression: .implicitMember("tabView")) }
}
