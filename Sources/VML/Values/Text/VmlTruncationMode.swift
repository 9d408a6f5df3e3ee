/// Where text is truncated (SwiftUI's `Text.TruncationMode`): `.head`, `.middle`, `.tail`.
public struct VmlTruncationMode: VmlValue, Hashable {
    /// The value as a style expression.
    public var expression: VMLExpression

    /// Wraps a style expression.
    public init(expression: VMLExpression) {
        self.expression = expression
    }
}

extension VmlTruncationMode {
    /// `.head`
    public static var head: VmlTruncationMode { VmlTruncationMode(expression: .implicitMember("head")) }
    /// `.middle`
    public static var middle: VmlTruncationMode { VmlTruncationMode(expression: .implicitMember("middle")) }
    /// `.tail`
    public static var tail: VmlTruncationMode { VmlTruncationMode(expression: .implicitMember("tail")) }
}
