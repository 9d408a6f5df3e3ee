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

extension VmlEdgeSet {
    /// The set of one edge (SwiftUI's `Edge.Set(_:)`), written as the edge.
    ///
    /// ```swift
    /// try VmlEdgeSet(.top).expression.canonicalText()   // .top
    /// ```
    public init(_ edge: VmlEdge) {
        self.init(expression: edge.expression)
    }
}

extension VmlEdgeSet {
    /// SwiftUI's `init(rawValue:)`, refused: the raw value is SwiftUI's bit pattern, which the client does not read.
    ///
    /// ```swift
    /// VmlEdgeSet(rawValue: 1)
    /// // error: 'init(rawValue:)' is unavailable: raw values are SwiftUI's bit patterns: write the members (.top, [.top, .leading])
    /// ```
    @available(*, unavailable, message: "raw values are SwiftUI's bit patterns: write the members (.top, [.top, .leading])")
    public init(rawValue: Int) {
        self.init(expression: .null)
    }
}
