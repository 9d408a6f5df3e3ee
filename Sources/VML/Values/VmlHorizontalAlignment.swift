/// A horizontal alignment (SwiftUI's `HorizontalAlignment`), as in `VmlVStack(alignment: .leading)`.
public struct VmlHorizontalAlignment: VmlValue, Hashable {
    /// The value as a style expression.
    public var expression: VMLExpression

    /// Wraps a style expression.
    public init(expression: VMLExpression) {
        self.expression = expression
    }

    /// `.leading`
    public static var leading: VmlHorizontalAlignment { VmlHorizontalAlignment(expression: .implicitMember("leading")) }
    /// `.center`
    public static var center: VmlHorizontalAlignment { VmlHorizontalAlignment(expression: .implicitMember("center")) }
    /// `.trailing`
    public static var trailing: VmlHorizontalAlignment { VmlHorizontalAlignment(expression: .implicitMember("trailing")) }
}
