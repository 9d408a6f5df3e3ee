@_spi(VMLInternals) import VMLCore

/// SwiftUI's `ContentTransition`: `.identity`, `.opacity`, `.interpolate`, `.numericText()`, `.symbolEffect`.
///
/// ```swift
/// VmlText("42").contentTransition(.numericText())
/// // <Text style="contentTransition(.numericText())">42</Text>
/// ```
public struct VmlContentTransition: VmlValue, Hashable {
    /// The value as a style expression.
    public var expression: VMLExpression

    /// Wraps a style expression.
    public init(expression: VMLExpression) {
        self.expression = expression
    }
}

extension VmlContentTransition {
    /// `.identity`
    public static var identity: VmlContentTransition { VmlContentTransition(expression: .implicitMember("identity")) }
    /// `.opacity`
    public static var opacity: VmlContentTransition { VmlContentTransition(expression: .implicitMember("opacity")) }
    /// `.interpolate`
    public static var interpolate: VmlContentTransition { VmlContentTransition(expression: .implicitMember("interpolate")) }
    /// `.symbolEffect`
    public static var symbolEffect: VmlContentTransition { VmlContentTransition(expression: .implicitMember("symbolEffect")) }

    /// `.numericText()`, or `.numericText(countsDown: true)`.
    public static func numericText(countsDown: Bool = false) -> VmlContentTransition {
        var arguments = ModifierArguments()
        if countsDown { arguments.add("countsDown", true) }
        return VmlContentTransition(expression: .call(.implicitMember("numericText"), arguments.arguments))
    }
}
