/// SwiftUI's `MenuStyle`: `.automatic`, `.button`, `.borderlessButton`.
///
/// ```swift
/// VmlMenu("More") {}.menuStyle(.button)
/// // <Menu style="menuStyle(.button)"><Text template="label">More</Text></Menu>
/// ```
public struct VmlMenuStyle: VmlValue, Hashable {
    /// The value as a style expression.
    public var expression: VMLExpression

    /// Wraps a style expression.
    public init(expression: VMLExpression) {
        self.expression = expression
    }
}

extension VmlMenuStyle {
    /// `.automatic`
    public static var automatic: VmlMenuStyle { VmlMenuStyle(expression: .implicitMember("automatic")) }
    /// `.button`
    public static var button: VmlMenuStyle { VmlMenuStyle(expression: .implicitMember("button")) }
    /// `.borderlessButton`
    public static var borderlessButton: VmlMenuStyle { VmlMenuStyle(expression: .implicitMember("borderlessButton")) }
}
