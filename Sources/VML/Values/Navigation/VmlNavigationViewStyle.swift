/// SwiftUI's `NavigationViewStyle`: `.automatic`, `.stack`, `.columns`.
///
/// ```swift
/// VmlNavigationView { VmlText("a") }.navigationViewStyle(.stack)
/// // <NavigationView style="navigationViewStyle(.stack)"><Text>a</Text></NavigationView>
/// ```
public struct VmlNavigationViewStyle: VmlValue, Hashable {
    /// The value as a style expression.
    public var expression: VMLExpression

    /// Wraps a style expression.
    public init(expression: VMLExpression) {
        self.expression = expression
    }
}

extension VmlNavigationViewStyle {
    /// `.automatic`
    public static var automatic: VmlNavigationViewStyle { VmlNavigationViewStyle(expression: .implicitMember("automatic")) }
    /// `.stack`
    public static var stack: VmlNavigationViewStyle { VmlNavigationViewStyle(expression: .implicitMember("stack")) }
    /// `.columns`
    public static var columns: VmlNavigationViewStyle { VmlNavigationViewStyle(expression: .implicitMember("columns")) }
}
