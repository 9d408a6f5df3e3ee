/// A font weight (SwiftUI's `Font.Weight`): `.semibold`.
public struct VmlFontWeight: VmlValue, Hashable {
    /// The value as a style expression.
    public var expression: VMLExpression

    /// Wraps a style expression.
    public init(expression: VMLExpression) {
        self.expression = expression
    }

    private static func named(_ name: String) -> VmlFontWeight { VmlFontWeight(expression: .implicitMember(name)) }

    /// `.ultraLight`
    public static var ultraLight: VmlFontWeight { named("ultraLight") }
    /// `.thin`
    public static var thin: VmlFontWeight { named("thin") }
    /// `.light`
    public static var light: VmlFontWeight { named("light") }
    /// `.regular`
    public static var regular: VmlFontWeight { named("regular") }
    /// `.medium`
    public static var medium: VmlFontWeight { named("medium") }
    /// `.semibold`
    public static var semibold: VmlFontWeight { named("semibold") }
    /// `.bold`
    public static var bold: VmlFontWeight { named("bold") }
    /// `.heavy`
    public static var heavy: VmlFontWeight { named("heavy") }
    /// `.black`
    public static var black: VmlFontWeight { named("black") }
}
