/// A vertical alignment (SwiftUI's `VerticalAlignment`), as in `VmlHStack(alignment: .top)`.
public struct VmlVerticalAlignment: VmlValue, Hashable {
    /// The value as a style expression.
    public var expression: VMLExpression

    /// Wraps a style expression.
    public init(expression: VMLExpression) {
        self.expression = expression
    }

    /// `.top`
    public static var top: VmlVerticalAlignment { VmlVerticalAlignment(expression: .implicitMember("top")) }
    /// `.center`
    public static var center: VmlVerticalAlignment { VmlVerticalAlignment(expression: .implicitMember("center")) }
    /// `.bottom`
    public static var bottom: VmlVerticalAlignment { VmlVerticalAlignment(expression: .implicitMember("bottom")) }
    /// `.firstTextBaseline`
    public static var firstTextBaseline: VmlVerticalAlignment { VmlVerticalAlignment(expression: .implicitMember("firstTextBaseline")) }
    /// `.lastTextBaseline`
    public static var lastTextBaseline: VmlVerticalAlignment { VmlVerticalAlignment(expression: .implicitMember("lastTextBaseline")) }
}
