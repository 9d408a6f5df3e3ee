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

extension VmlRedactionReasons {
    /// SwiftUI's `init(rawValue:)`, refused: the raw value is SwiftUI's bit pattern, which the client does not read.
    ///
    /// ```swift
    /// VmlRedactionReasons(rawValue: 1)
    /// // error: 'init(rawValue:)' is unavailable: raw values are SwiftUI's bit patterns: write the members (.top, [.top, .leading])
    /// ```
    @available(*, unavailable, message: "raw values are SwiftUI's bit patterns: write the members (.top, [.top, .leading])")
    public init(rawValue: Int) {
        self.init(expression: .null)
    }
}
