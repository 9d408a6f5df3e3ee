/// Why content is redacted (SwiftUI's `RedactionReasons`): `.placeholder`, `.privacy`.
public struct VmlRedactionReasons: VmlValue, Hashable {
    /// The value as a style expression.
    public var expression: VMLExpression

    /// Wraps a style expression.
    public init(expression: VMLExpression) {
        self.expression = expression
    }
}

extension VmlRedactionReasons {
    /// `.placeholder`
    public static var placeholder: VmlRedactionReasons { VmlRedactionReasons(expression: .implicitMember("placeholder")) }
    /// `.privacy`
    public static var privacy: VmlRedactionReasons { VmlRedactionReasons(expression: .implicitMember("privacy")) }
    /// `.invalidated`
    public static var invalidated: VmlRedactionReasons { VmlRedactionReasons(expression: .implicitMember("invalidated")) }
}
