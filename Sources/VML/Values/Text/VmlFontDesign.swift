/// A font design (SwiftUI's `Font.Design`): `.rounded`.
public struct VmlFontDesign: VmlValue, Hashable {
    /// The value as a style expression.
    public var expression: VMLExpression

    /// Wraps a style expression.
    public init(expression: VMLExpression) {
        self.expression = expression
    }

    /// `.default`
    public static var `default`: VmlFontDesign { VmlFontDesign(expression: .implicitMember("default")) }
    /// `.serif`
    public static var serif: VmlFontDesign { VmlFontDesign(expression: .implicitMember("serif")) }
    /// `.rounded`
    public static var rounded: VmlFontDesign { VmlFontDesign(expression: .implicitMember("rounded")) }
    /// `.monospaced`
    public static var monospaced: VmlFontDesign { VmlFontDesign(expression: .implicitMember("monospaced")) }
}
