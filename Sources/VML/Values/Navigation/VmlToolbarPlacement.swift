/// A bar that toolbar modifiers configure (SwiftUI's `ToolbarPlacement`): `.navigationBar`, `.tabBar`, ….
///
/// ```swift
/// VmlList { … }.toolbarBackground(.visible, for: .navigationBar)   // style="toolbarBackground(.visible, for: .navigationBar)"
/// ```
public struct VmlToolbarPlacement: VmlValue, Hashable {
    /// The value as a style expression.
    public var expression: VMLExpression

    /// Wraps a style expression.
    public init(expression: VMLExpression) {
        self.expression = expression
    }
}

extension VmlToolbarPlacement {
    /// `.automatic`
    public static var automatic: VmlToolbarPlacement { VmlToolbarPlacement(expression: .implicitMember("automatic")) }
    /// `.navigationBar`
    public static var navigationBar: VmlToolbarPlacement { VmlToolbarPlacement(expression: .implicitMember("navigationBar")) }
    /// `.tabBar`
    public static var tabBar: VmlToolbarPlacement { VmlToolbarPlacement(expression: .implicitMember("tabBar")) }
    /// `.bottomBar`
    public static var bottomBar: VmlToolbarPlacement { VmlToolbarPlacement(expression: .implicitMember("bottomBar")) }
}
