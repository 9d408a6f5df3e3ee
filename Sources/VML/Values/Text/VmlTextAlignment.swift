/// Multiline text alignment (SwiftUI's `TextAlignment`): `.leading`, `.center`, `.trailing`.
public struct VmlTextAlignment: VmlValue, Hashable {
    /// The value as a style expression.
    public var expression: VMLExpression

    /// Wraps a style expression.
    public init(expression: VMLExpression) {
        self.expression = expression
    }
}

extension VmlTextAlignment {
    /// `.leading`
    public static var leading: VmlTextAlignment { VmlTextAlignment(expression: .implicitMember("leading")) }
    /// `.center`
    public static var center: VmlTextAlignment { VmlTextAlignment(expression: .implicitMember("center")) }
    /// `.trailing`
    public static var trailing: VmlTextAlignment { VmlTextAlignment(expression: .implicitMember("trailing")) }
}

extension VmlTextAlignment {
    /// Every value, in SwiftUI's order (SwiftUI's `allCases`), for pickers and `ForEach`.
    ///
    /// ```swift
    /// VmlTextAlignment.allCases.count   // 3
    /// ```
    public static var allCases: [VmlTextAlignment] { [.leading, .center, .trailing] }
}
