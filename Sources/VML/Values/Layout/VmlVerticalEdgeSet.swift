/// A set of vertical edges (SwiftUI's `VerticalEdge.Set`).
///
/// ```swift
/// try VmlVerticalEdgeSet.top.expression.canonicalText()   // .top
/// ```
public struct VmlVerticalEdgeSet: VmlValue, Hashable, ExpressibleByArrayLiteral {
    /// The value as a style expression.
    public var expression: VMLExpression

    /// Wraps a style expression.
    public init(expression: VMLExpression) {
        self.expression = expression
    }

    /// Several members, written as an array.
    ///
    /// ```swift
    /// try ([.top, .bottom] as VmlVerticalEdgeSet).expression.canonicalText()   // [.top, .bottom]
    /// ```
    public init(arrayLiteral elements: VmlVerticalEdgeSet...) {
        self.expression = .array(elements.map(\.expression))
    }
}

extension VmlVerticalEdgeSet {
    /// SwiftUI's `VerticalEdge.Set.top`: `.top`.
    ///
    /// ```swift
    /// try VmlVerticalEdgeSet.top.expression.canonicalText()   // .top
    /// ```
    public static var top: VmlVerticalEdgeSet { VmlVerticalEdgeSet(expression: .implicitMember("top")) }

    /// SwiftUI's `VerticalEdge.Set.bottom`: `.bottom`.
    ///
    /// ```swift
    /// try VmlVerticalEdgeSet.bottom.expression.canonicalText()   // .bottom
    /// ```
    public static var bottom: VmlVerticalEdgeSet { VmlVerticalEdgeSet(expression: .implicitMember("bottom")) }

    /// SwiftUI's `VerticalEdge.Set.all`: `.all`.
    ///
    /// ```swift
    /// try VmlVerticalEdgeSet.all.expression.canonicalText()   // .all
    /// ```
    public static var all: VmlVerticalEdgeSet { VmlVerticalEdgeSet(expression: .implicitMember("all")) }

    /// The set of one edge, written as the edge.
    ///
    /// ```swift
    /// try VmlVerticalEdgeSet(.top).expression.canonicalText()   // .top
    /// ```
    public init(_ edge: VmlVerticalEdge) {
        self.init(expression: edge.expression)
    }
}

extension VmlVerticalEdgeSet {
    /// SwiftUI's `init(rawValue:)`, refused at compile time.
    ///
    /// ```swift
    /// VmlVerticalEdgeSet(rawValue: 1)
    /// // error: 'init(rawValue:)' is unavailable: raw values are SwiftUI's bit patterns: write the members (.top, [.top, .leading])
    /// ```
    @available(*, unavailable, message: "raw values are SwiftUI's bit patterns: write the members (.top, [.top, .leading])")
    public init(rawValue: Int) {
        self.init(expression: .null)
    }
}
