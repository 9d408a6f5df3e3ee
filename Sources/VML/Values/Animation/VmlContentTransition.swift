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

extension VmlContentTransition {
    /// `.numericText(value:)`, digits that roll toward a new value.
    ///
    /// ```swift
    /// try VmlContentTransition.numericText(value: 42).expression.canonicalText()   // .numericText(value: 42)
    /// ```
    public static func numericText(value: any VmlNumberArgument) -> VmlContentTransition {
        VmlContentTransition(expression: .member("numericText", .labeled("value", value.vmlExpression)))
    }

    /// `.symbolEffect(_:options:)`, a symbol effect between two symbols; `options` is written when given.
    ///
    /// ```swift
    /// try VmlContentTransition.symbolEffect(.replace.downUp).expression.canonicalText()   // .symbolEffect(.replace.downUp)
    /// ```
    public static func symbolEffect(_ effect: VmlSymbolEffect, options: VmlSymbolEffectOptions? = nil) -> VmlContentTransition {
        var arguments = [VMLArgument(effect.expression)]
        if let options { arguments.append(.labeled("options", options.expression)) }
        return VmlContentTransition(expression: .call(.implicitMember("symbolEffect"), arguments))
    }
}
