/// A horizontal edge (SwiftUI's `HorizontalEdge`): `.leading` or `.trailing`.
///
/// ```swift
/// try VmlHorizontalEdge.leading.expression.canonicalText()   // .leading
/// ```
public struct VmlHorizontalEdge: VmlValue, Hashable {
    /// The value as a style expression.
    public var expression: VMLExpression

    /// Wraps a style expression.
    public init(expression: VMLExpression) {
        self.expression = expression
    }
}

extension VmlHorizontalEdge {
    /// SwiftUI's `HorizontalEdge.leading`: `.leading`.
    ///
    /// ```swift
    /// try VmlHorizontalEdge.leading.expression.canonicalText()   // .leading
    /// ```
    public static var leading: VmlHorizontalEdge { VmlHorizontalEdge(expression: .implicitMember("leading")) }

    /// SwiftUI's `HorizontalEdge.trailing`: `.trailing`.
    ///
    /// ```swift
    /// try VmlHorizontalEdge.trailing.expression.canonicalText()   // .trailing
    /// ```
    public static var trailing: VmlHorizontalEdge { VmlHorizontalEdge(expression: .implicitMember("trailing")) }
}

extension VmlHorizontalEdge {
    /// SwiftUI's `init(rawValue:)`, refused at compile time.
    ///
    /// ```swift
    /// VmlHorizontalEdge(rawValue: 1)
    /// // error: 'init(rawValue:)' is unavailable: raw values are SwiftUI's bit patterns: write the members (.top, [.top, .leading])
    /// ```
    @available(*, unavailable, message: "raw values are SwiftUI's bit patterns: write the members (.top, [.top, .leading])")
    public init(rawValue: Int) {
        self.init(expression: .null)
    }

    /// Every value, in SwiftUI's order (SwiftUI's `allCases`).
    ///
    /// ```swift
    /// VmlHorizontalEdge.allCases.count   // 2
    /// ```
    public static var allCases: [VmlHorizontalEdge] { [.leading, .trailing] }
}
