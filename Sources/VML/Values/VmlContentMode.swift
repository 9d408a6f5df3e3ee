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
