/// A vertical edge (SwiftUI's `VerticalEdge`): `.top` or `.bottom`.
///
/// ```swift
/// try VmlVerticalEdge.top.expression.canonicalText()   // .top
/// ```
public struct VmlVerticalEdge: VmlValue, Hashable {
    /// The value as a style expression.
    public var expression: VMLExpression

    /// Wraps a style expression.
    public init(expression: VMLExpression) {
        self.expression = expression
    }
}

extension VmlVerticalEdge {
    /// SwiftUI's `VerticalEdge.top`: `.top`.
    ///
    /// ```swift
    /// try VmlVerticalEdge.top.expression.canonicalText()   // .top
    /// ```
    public static var top: VmlVerticalEdge { VmlVerticalEdge(expression: .implicitMember("top")) }

    /// SwiftUI's `VerticalEdge.bottom`: `.bottom`.
    ///
    /// ```swift
    /// try VmlVerticalEdge.bottom.expression.canonicalText()   // .bottom
    /// ```
    public static var bottom: VmlVerticalEdge { VmlVerticalEdge(expression: .implicitMember("bottom")) }
}

extension VmlVerticalEdge {
    /// SwiftUI's `init(rawValue:)`, refused at compile time.
    ///
    /// ```swift
    /// VmlVerticalEdge(rawValue: 1)
    /// // error: 'init(rawValue:)' is unavailable: raw values are SwiftUI's bit patterns: write the members (.top, [.top, .leading])
    /// ```
    @available(*, unavailable, message: "raw values are SwiftUI's bit patterns: write the members (.top, [.top, .leading])")
    public init(rawValue: Int) {
        self.init(expression: .null)
    }

    /// Every value, in SwiftUI's order (SwiftUI's `allCases`).
    ///
    /// ```swift
    /// VmlVerticalEdge.allCases.count   // 2
    /// ```
    public static var allCases: [VmlVerticalEdge] { [.top, .bottom] }
}
