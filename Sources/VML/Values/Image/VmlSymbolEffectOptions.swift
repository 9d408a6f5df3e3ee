/// How a symbol effect plays (SwiftUI's `SymbolEffectOptions`): `.default`, `.repeating`, `.nonRepeating`,
/// `.repeat(3)`, `.speed(2)`, chained as in SwiftUI: `.repeat(2).speed(1.5)`.
///
/// ```swift
/// try VmlSymbolEffectOptions.repeat(2).speed(1.5).expression.canonicalText()   // .repeat(2).speed(1.5)
/// ```
public struct VmlSymbolEffectOptions: VmlValue, Hashable {
    /// The value as a style expression.
    public var expression: VMLExpression

    /// Wraps a style expression.
    public init(expression: VMLExpression) {
        self.expression = expression
    }
}

extension VmlSymbolEffectOptions {
    /// The effect's own defaults: `.default`.
    ///
    /// ```swift
    /// try VmlSymbolEffectOptions.default.expression.canonicalText()   // .default
    /// ```
    public static var `default`: VmlSymbolEffectOptions { VmlSymbolEffectOptions(expression: .implicitMember("default")) }

    /// Repeats until removed: `.repeating`.
    ///
    /// ```swift
    /// try VmlSymbolEffectOptions.repeating.expression.canonicalText()   // .repeating
    /// ```
    public static var repeating: VmlSymbolEffectOptions { VmlSymbolEffectOptions(expression: .implicitMember("repeating")) }

    /// Plays once: `.nonRepeating`.
    ///
    /// ```swift
    /// try VmlSymbolEffectOptions.nonRepeating.expression.canonicalText()   // .nonRepeating
    /// ```
    public static var nonRepeating: VmlSymbolEffectOptions { VmlSymbolEffectOptions(expression: .implicitMember("nonRepeating")) }

    /// Plays a number of times: `.repeat(3)`.
    ///
    /// ```swift
    /// try VmlSymbolEffectOptions.repeat(3).expression.canonicalText()   // .repeat(3)
    /// ```
    public static func `repeat`(_ count: Int) -> VmlSymbolEffectOptions {
        VmlSymbolEffectOptions(expression: .member("repeat", VMLArgument(.number(Double(count)))))
    }

    /// Plays at a speed: `.speed(2)`.
    ///
    /// ```swift
    /// try VmlSymbolEffectOptions.speed(2).expression.canonicalText()   // .speed(2)
    /// ```
    public static func speed(_ speed: Double) -> VmlSymbolEffectOptions {
        VmlSymbolEffectOptions(expression: .member("speed", VMLArgument(.number(speed))))
    }

    /// These options, repeating: `.speed(2).repeating`.
    ///
    /// ```swift
    /// try VmlSymbolEffectOptions.speed(2).repeating.expression.canonicalText()   // .speed(2).repeating
    /// ```
    public var repeating: VmlSymbolEffectOptions { VmlSymbolEffectOptions(expression: expression.member("repeating")) }

    /// These options, playing once: `.speed(2).nonRepeating`.
    ///
    /// ```swift
    /// try VmlSymbolEffectOptions.speed(2).nonRepeating.expression.canonicalText()   // .speed(2).nonRepeating
    /// ```
    public var nonRepeating: VmlSymbolEffectOptions { VmlSymbolEffectOptions(expression: expression.member("nonRepeating")) }

    /// These options, played a number of times: `.speed(2).repeat(3)`.
    ///
    /// ```swift
    /// try VmlSymbolEffectOptions.speed(2).repeat(3).expression.canonicalText()   // .speed(2).repeat(3)
    /// ```
    public func `repeat`(_ count: Int) -> VmlSymbolEffectOptions {
        VmlSymbolEffectOptions(expression: expression.member("repeat", VMLArgument(.number(Double(count)))))
    }

    /// These options, at a speed: `.repeat(2).speed(1.5)`.
    ///
    /// ```swift
    /// try VmlSymbolEffectOptions.repeat(2).speed(1.5).expression.canonicalText()   // .repeat(2).speed(1.5)
    /// ```
    public func speed(_ speed: Double) -> VmlSymbolEffectOptions {
        VmlSymbolEffectOptions(expression: expression.member("speed", VMLArgument(.number(speed))))
    }
}
