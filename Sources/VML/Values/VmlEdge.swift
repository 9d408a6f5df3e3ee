/// An edge (SwiftUI's `Edge`, `VerticalEdge`, `HorizontalEdge`): `.top`, `.bottom`, `.leading`, `.trailing`.
public struct VmlEdge: VmlValue, Hashable {
    /// The value as a style expression.
    public var expression: VMLExpression

    /// Wraps a style expression.
    public init(expression: VMLExpression) {
        self.expression = expression
    }
}

extension VmlEdge {
    /// `.top`
    public static var top: VmlEdge { VmlEdge(expression: .implicitMember("top")) }
    /// `.bottom`
    public static var bottom: VmlEdge { VmlEdge(expression: .implicitMember("bottom")) }
    /// `.leading`
    public static var leading: VmlEdge { VmlEdge(expression: .implicitMember("leading")) }
    /// `.trailing`
    public static var trailing: VmlEdge { VmlEdge(expression: .implicitMember("trailing")) }
}
