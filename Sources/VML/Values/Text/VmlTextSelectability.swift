/// SwiftUI's `TextSelectability`: `.enabled`, `.disabled`.
///
/// ```swift
/// VmlText("a").textSelection(.enabled)   // <Text style="textSelection(.enabled)">a</Text>
/// ```
public struct VmlTextSelectability: VmlValue, Hashable {
    /// The value as a style expression.
    public var expression: VMLExpression

    /// Wraps a style expression.
    public init(expression: VMLExpression) {
        self.expression = expression
    }
}

extension VmlTextSelectability {
    /// `.enabled`
    public static var enabled: VmlTextSelectability { VmlTextSelectability(expression: .implicitMember("enabled")) }
    /// `.disabled`
    public static var disabled: VmlTextSelectability { VmlTextSelectability(expression: .implicitMember("disabled")) }
}
