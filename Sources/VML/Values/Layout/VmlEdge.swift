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

extension VmlEdge {
    /// Every value, in SwiftUI's order (SwiftUI's `allCases`), for pickers and `ForEach`.
    ///
    /// ```swift
    /// VmlEdge.allCases.count   // 4
    /// ```
    public static var allCases: [VmlEdge] { [.top, .leading, .bottom, .trailing] }

    /// SwiftUI's `init(rawValue:)`, refused: the raw value is SwiftUI's bit pattern, which the client does not read.
    ///
    /// ```swift
    /// VmlEdge(rawValue: 1)
    /// // error: 'init(rawValue:)' is unavailable: raw values are SwiftUI's bit patterns: write the members (.top, [.top, .leading])
    /// ```
    @available(*, unavailable, message: "raw values are SwiftUI's bit patterns: write the members (.top, [.top, .leading])")
    public init(rawValue: Int) {
        self.init(expression: .null)
    }
}
