/// A symbol effect (SwiftUI's `SymbolEffect` types: `BounceSymbolEffect`, `PulseSymbolEffect`, …):
/// an effect and its options as a member chain, `.bounce.up.byLayer`, for `symbolEffect(_:options:value:)`,
/// `symbolEffect(_:options:isActive:)` and the `.symbolEffect` transitions.
///
/// ```swift
/// try VmlSymbolEffect.bounce.up.byLayer.expression.canonicalText()   // .bounce.up.byLayer
/// ```
///
/// SwiftUI gives each effect its own type, so `.pulse.up` does not compile there; VML writes any chain.
public struct VmlSymbolEffect: VmlValue, Hashable {
    /// The value as a style expression.
    public var expression: VMLExpression

    /// Wraps a style expression.
    public init(expression: VMLExpression) {
        self.expression = expression
    }
}

extension VmlSymbolEffect {
    /// The symbol appears: `.appear`.
    ///
    /// ```swift
    /// try VmlSymbolEffect.appear.expression.canonicalText()   // .appear
    /// ```
    public static var appear: VmlSymbolEffect { VmlSymbolEffect(expression: .implicitMember("appear")) }

    /// The symbol bounces: `.bounce`.
    ///
    /// ```swift
    /// try VmlSymbolEffect.bounce.expression.canonicalText()   // .bounce
    /// ```
    public static var bounce: VmlSymbolEffect { VmlSymbolEffect(expression: .implicitMember("bounce")) }

    /// The symbol disappears: `.disappear`.
    ///
    /// ```swift
    /// try VmlSymbolEffect.disappear.expression.canonicalText()   // .disappear
    /// ```
    public static var disappear: VmlSymbolEffect { VmlSymbolEffect(expression: .implicitMember("disappear")) }

    /// The symbol's opacity pulses: `.pulse`.
    ///
    /// ```swift
    /// try VmlSymbolEffect.pulse.expression.canonicalText()   // .pulse
    /// ```
    public static var pulse: VmlSymbolEffect { VmlSymbolEffect(expression: .implicitMember("pulse")) }

    /// One symbol replaces another: `.replace`.
    ///
    /// ```swift
    /// try VmlSymbolEffect.replace.expression.canonicalText()   // .replace
    /// ```
    public static var replace: VmlSymbolEffect { VmlSymbolEffect(expression: .implicitMember("replace")) }

    /// The symbol scales up or down: `.scale`.
    ///
    /// ```swift
    /// try VmlSymbolEffect.scale.expression.canonicalText()   // .scale
    /// ```
    public static var scale: VmlSymbolEffect { VmlSymbolEffect(expression: .implicitMember("scale")) }

    /// The symbol's layers light up in turn: `.variableColor`.
    ///
    /// ```swift
    /// try VmlSymbolEffect.variableColor.expression.canonicalText()   // .variableColor
    /// ```
    public static var variableColor: VmlSymbolEffect { VmlSymbolEffect(expression: .implicitMember("variableColor")) }

    /// Upward (bounce, scale, appear, disappear): `.bounce.up`.
    ///
    /// ```swift
    /// try VmlSymbolEffect.bounce.up.expression.canonicalText()   // .bounce.up
    /// ```
    public var up: VmlSymbolEffect { VmlSymbolEffect(expression: expression.member("up")) }

    /// Downward (bounce, scale, appear, disappear): `.bounce.down`.
    ///
    /// ```swift
    /// try VmlSymbolEffect.bounce.down.expression.canonicalText()   // .bounce.down
    /// ```
    public var down: VmlSymbolEffect { VmlSymbolEffect(expression: expression.member("down")) }

    /// Layer by layer: `.pulse.byLayer`.
    ///
    /// ```swift
    /// try VmlSymbolEffect.pulse.byLayer.expression.canonicalText()   // .pulse.byLayer
    /// ```
    public var byLayer: VmlSymbolEffect { VmlSymbolEffect(expression: expression.member("byLayer")) }

    /// The whole symbol at once: `.pulse.wholeSymbol`.
    ///
    /// ```swift
    /// try VmlSymbolEffect.pulse.wholeSymbol.expression.canonicalText()   // .pulse.wholeSymbol
    /// ```
    public var wholeSymbol: VmlSymbolEffect { VmlSymbolEffect(expression: expression.member("wholeSymbol")) }

    /// One layer at a time (variable color): `.variableColor.iterative`.
    ///
    /// ```swift
    /// try VmlSymbolEffect.variableColor.iterative.expression.canonicalText()   // .variableColor.iterative
    /// ```
    public var iterative: VmlSymbolEffect { VmlSymbolEffect(expression: expression.member("iterative")) }

    /// Layers added one by one (variable color): `.variableColor.cumulative`.
    ///
    /// ```swift
    /// try VmlSymbolEffect.variableColor.cumulative.expression.canonicalText()   // .variableColor.cumulative
    /// ```
    public var cumulative: VmlSymbolEffect { VmlSymbolEffect(expression: expression.member("cumulative")) }

    /// Reversing at the end of each cycle (variable color): `.variableColor.reversing`.
    ///
    /// ```swift
    /// try VmlSymbolEffect.variableColor.reversing.expression.canonicalText()   // .variableColor.reversing
    /// ```
    public var reversing: VmlSymbolEffect { VmlSymbolEffect(expression: expression.member("reversing")) }

    /// Not reversing (variable color): `.variableColor.nonReversing`.
    ///
    /// ```swift
    /// try VmlSymbolEffect.variableColor.nonReversing.expression.canonicalText()   // .variableColor.nonReversing
    /// ```
    public var nonReversing: VmlSymbolEffect { VmlSymbolEffect(expression: expression.member("nonReversing")) }

    /// Inactive layers hidden (variable color): `.variableColor.hideInactiveLayers`.
    ///
    /// ```swift
    /// try VmlSymbolEffect.variableColor.hideInactiveLayers.expression.canonicalText()   // .variableColor.hideInactiveLayers
    /// ```
    public var hideInactiveLayers: VmlSymbolEffect { VmlSymbolEffect(expression: expression.member("hideInactiveLayers")) }

    /// Inactive layers dimmed (variable color): `.variableColor.dimInactiveLayers`.
    ///
    /// ```swift
    /// try VmlSymbolEffect.variableColor.dimInactiveLayers.expression.canonicalText()   // .variableColor.dimInactiveLayers
    /// ```
    public var dimInactiveLayers: VmlSymbolEffect { VmlSymbolEffect(expression: expression.member("dimInactiveLayers")) }

    /// The old symbol goes down, the new one comes up (replace): `.replace.downUp`.
    ///
    /// ```swift
    /// try VmlSymbolEffect.replace.downUp.expression.canonicalText()   // .replace.downUp
    /// ```
    public var downUp: VmlSymbolEffect { VmlSymbolEffect(expression: expression.member("downUp")) }

    /// Both symbols go up (replace): `.replace.upUp`.
    ///
    /// ```swift
    /// try VmlSymbolEffect.replace.upUp.expression.canonicalText()   // .replace.upUp
    /// ```
    public var upUp: VmlSymbolEffect { VmlSymbolEffect(expression: expression.member("upUp")) }

    /// The old symbol goes off, the new one comes up (replace): `.replace.offUp`.
    ///
    /// ```swift
    /// try VmlSymbolEffect.replace.offUp.expression.canonicalText()   // .replace.offUp
    /// ```
    public var offUp: VmlSymbolEffect { VmlSymbolEffect(expression: expression.member("offUp")) }
}
