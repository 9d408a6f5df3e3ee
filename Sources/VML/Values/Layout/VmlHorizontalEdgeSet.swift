/// A set of horizontal edges (SwiftUI's `HorizontalEdge.Set`).
///
/// ```swift
/// try VmlHorizontalEdgeSet.leading.expression.canonicalText()   // .leading
/// ```
public struct VmlHorizontalEdgeSet: VmlValue, Hashable, ExpressibleByArrayLiteral {
    /// The value as a style expression.
    public var expression: VMLExpression

    /// Wraps a style expression.
    public init(expression: VMLExpression) {
        self.expression = expression
    }

    /// Several members, written as an array.
    ///
    /// ```swift
    /// try ([.leading, .trailing] as VmlHorizontalEdgeSet).expression.canonicalText()   // [.leading, .trailing]
    /// ```
    public init(arrayLiteral elements: VmlHorizontalEdgeSet...) {
        self.expression = .array(elements.map(\.expression))
    }
}

extension VmlHorizontalEdgeSet {
    /// SwiftUI's `HorizontalEdge.Set.leading`: `.leading`.
    ///
    /// ```swift
    /// try VmlHorizontalEdgeSet.leading.expression.canonicalText()   // .leading
    /// ```
    public static var leading: VmlHorizontalEdgeSet { VmlHorizontalEdgeSet(expression: .implicitMember("leading")) }

    /// SwiftUI's `HorizontalEdge.Set.trailing`: `.trailing`.
    ///
    /// ```swift
    /// try VmlHorizontalEdgeSet.trailing.expression.canonicalText()   // .trailing
    /// ```
    public static var trailing: VmlHorizontalEdgeSet { VmlHorizontalEdgeSet(expression: .implicitMember("trailing")) }

    /// SwiftUI's `HorizontalEdge.Set.all`: `.all`.
    ///
    /// ```swift
    /// try VmlHorizontalEdgeSet.all.expression.canonicalText()   // .all
    /// ```
    public static var all: VmlHorizontalEdgeSet { VmlHorizontalEdgeSet(expression: .implicitMember("all")) }

    /// The set of one edge, written as the edge.
    ///
    /// ```swift
    /// try VmlHorizontalEdgeSet(.leading).expression.canonicalText()   // .leading
    /// ```
    public init(_ edge: VmlHorizontalEdge) {
        self.init(expression: edge.expression)
    }
}

extension VmlHorizontalEdgeSet {
    /// SwiftUI's `init(rawValue:)`, refused at compile time.
    ///
    /// ```swift
    /// VmlHorizontalEdgeSet(rawValue: 1)
    /// // error: 'init(rawValue:)' is unavailable: raw values are SwiftUI's bit patterns: write the members (.top, [.top, .leading])
    /// ```
    @available(*, unavailable, message: "raw values are SwiftUI's bit patterns: write the members (.top, [.top, .leading])")
    public init(rawValue: Int) {
        self.init(expression: .null)
    }
}
