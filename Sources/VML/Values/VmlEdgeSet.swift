/// A set of edges (SwiftUI's `Edge.Set`): `.all`, `.horizontal`, `.top`, `[.top, .leading]`.
public struct VmlEdgeSet: VmlValue, Hashable, ExpressibleByArrayLiteral {
    /// The value as a style expression.
    public var expression: VMLExpression

    /// Wraps a style expression.
    public init(expression: VMLExpression) {
        self.expression = expression
    }

    /// Several edges: `[.top, .leading]`.
    public init(arrayLiteral elements: VmlEdgeSet...) {
        self.expression = .array(elements.map(\.expression))
    }

    private static func named(_ name: String) -> VmlEdgeSet { VmlEdgeSet(expression: .implicitMember(name)) }

    /// `.all`
    public static var all: VmlEdgeSet { named("all") }
    /// `.horizontal`
    public static var horizontal: VmlEdgeSet { named("horizontal") }
    /// `.vertical`
    public static var vertical: VmlEdgeSet { named("vertical") }
    /// `.top`
    public static var top: VmlEdgeSet { named("top") }
    /// `.bottom`
    public static var bottom: VmlEdgeSet { named("bottom") }
    /// `.leading`
    public static var leading: VmlEdgeSet { named("leading") }
    /// `.trailing`
    public static var trailing: VmlEdgeSet { named("trailing") }
}
