/// How content fills its frame (SwiftUI's `ContentMode`): `.fit`, `.fill`.
public struct VmlContentMode: VmlValue, Hashable {
    /// The value as a style expression.
    public var expression: VMLExpression

    /// Wraps a style expression.
    public init(expression: VMLExpression) {
        self.expression = expression
    }
}

extension VmlContentMode {
    /// `.fit`
    public static var fit: VmlContentMode { VmlContentMode(expression: .implicitMember("fit")) }
    /// `.fill`
    public static var fill: VmlContentMode { VmlContentMode(expression: .implicitMember("fill")) }
}

extension VmlContentMode {
    /// Every value, in SwiftUI's order (SwiftUI's `allCases`), for pickers and `ForEach`.
    ///
    /// ```swift
    /// VmlContentMode.allCases.count   // 2
    /// ```
    public static var allCases: [VmlContentMode] { [.fit, .fill] }
}
