/// An animation (SwiftUI's `Animation`): `.default`, `.easeInOut`, `.easeInOut(duration: 0.3)`, `.spring`.
public struct VmlAnimation: VmlValue, Hashable {
    /// The value as a style expression.
    public var expression: VMLExpression

    /// Wraps a style expression.
    public init(expression: VMLExpression) {
        self.expression = expression
    }

    /// `.easeIn(duration:)`
    public static func easeIn(duration: Double) -> VmlAnimation { timed("easeIn", duration) }
    /// `.easeOut(duration:)`
    public static func easeOut(duration: Double) -> VmlAnimation { timed("easeOut", duration) }
    /// `.easeInOut(duration:)`
    public static func easeInOut(duration: Double) -> VmlAnimation { timed("easeInOut", duration) }
    /// `.linear(duration:)`
    public static func linear(duration: Double) -> VmlAnimation { timed("linear", duration) }

    /// `.spring()`, `.spring(response: 0.3, dampingFraction: 0.7)`; arguments left out are not written.
    public static func spring(response: Double? = nil, dampingFraction: Double? = nil, blendDuration: Double? = nil) -> VmlAnimation {
        var arguments: [VMLArgument] = []
        if let response { arguments.append(.labeled("response", .number(response))) }
        if let dampingFraction { arguments.append(.labeled("dampingFraction", .number(dampingFraction))) }
        if let blendDuration { arguments.append(.labeled("blendDuration", .number(blendDuration))) }
        return VmlAnimation(expression: .call(.implicitMember("spring"), arguments))
    }

    private static func timed(_ name: String, _ duration: Double) -> VmlAnimation {
        VmlAnimation(expression: .member(name, .labeled("duration", .number(duration))))
    }

    /// The animation delayed: `.default.delay(0.2)`.
    public func delay(_ delay: Double) -> VmlAnimation {
        VmlAnimation(expression: expression.member("delay", VMLArgument(.number(delay))))
    }
}

extension VmlAnimation {
    /// `.default`
    public static var `default`: VmlAnimation { VmlAnimation(expression: .implicitMember("default")) }
    /// `.easeIn`
    public static var easeIn: VmlAnimation { VmlAnimation(expression: .implicitMember("easeIn")) }
    /// `.easeOut`
    public static var easeOut: VmlAnimation { VmlAnimation(expression: .implicitMember("easeOut")) }
    /// `.easeInOut`
    public static var easeInOut: VmlAnimation { VmlAnimation(expression: .implicitMember("easeInOut")) }
    /// `.linear`
    public static var linear: VmlAnimation { VmlAnimation(expression: .implicitMember("linear")) }
    /// `.spring`
    public static var spring: VmlAnimation { VmlAnimation(expression: .implicitMember("spring")) }
    /// `.bouncy`
    public static var bouncy: VmlAnimation { VmlAnimation(expression: .implicitMember("bouncy")) }
    /// `.smooth`
    public static var smooth: VmlAnimation { VmlAnimation(expression: .implicitMember("smooth")) }
    /// `.snappy`
    public static var snappy: VmlAnimation { VmlAnimation(expression: .implicitMember("snappy")) }
}

extension VmlAnimation {
    /// `.bouncy(duration:extraBounce:)`; arguments left out are not written.
    ///
    /// ```swift
    /// try VmlAnimation.bouncy(duration: 0.4, extraBounce: 0.1).expression.canonicalText()   // .bouncy(duration: 0.4, extraBounce: 0.1)
    /// ```
    public static func bouncy(duration: (any VmlNumberArgument)? = nil, extraBounce: (any VmlNumberArgument)? = nil) -> VmlAnimation {
        preset("bouncy", duration, extraBounce)
    }

    /// `.smooth(duration:extraBounce:)`; arguments left out are not written.
    ///
    /// ```swift
    /// try VmlAnimation.smooth(duration: 0.3).expression.canonicalText()   // .smooth(duration: 0.3)
    /// ```
    public static func smooth(duration: (any VmlNumberArgument)? = nil, extraBounce: (any VmlNumberArgument)? = nil) -> VmlAnimation {
        preset("smooth", duration, extraBounce)
    }

    /// `.snappy(duration:extraBounce:)`; arguments left out are not written.
    ///
    /// ```swift
    /// try VmlAnimation.snappy(extraBounce: 0.1).expression.canonicalText()   // .snappy(extraBounce: 0.1)
    /// ```
    public static func snappy(duration: (any VmlNumberArgument)? = nil, extraBounce: (any VmlNumberArgument)? = nil) -> VmlAnimation {
        preset("snappy", duration, extraBounce)
    }

    /// `.spring(_:blendDuration:)`, an animation from a spring; `blendDuration` is written when given.
    ///
    /// ```swift
    /// try VmlAnimation.spring(.bouncy, blendDuration: 0.2).expression.canonicalText()   // .spring(.bouncy, blendDuration: 0.2)
    /// ```
    public static func spring(_ spring: VmlSpring, blendDuration: (any VmlNumberArgument)? = nil) -> VmlAnimation {
        var arguments = [VMLArgument(spring.expression)]
        if let blendDuration { arguments.append(.labeled("blendDuration", blendDuration.vmlExpression)) }
        return VmlAnimation(expression: .call(.implicitMember("spring"), arguments))
    }

    private static func preset(_ name: String, _ duration: (any VmlNumberArgument)?, _ extraBounce: (any VmlNumberArgument)?)
        -> VmlAnimation
    {
        var arguments: [VMLArgument] = []
        if let duration { arguments.append(.labeled("duration", duration.vmlExpression)) }
        if let extraBounce { arguments.append(.labeled("extraBounce", extraBounce.vmlExpression)) }
        return VmlAnimation(expression: .call(.implicitMember(name), arguments))
    }

    /// The animation played a number of times; `autoreverses` is written when given.
    ///
    /// ```swift
    /// try VmlAnimation.easeIn.repeatCount(3, autoreverses: false).expression.canonicalText()   // .easeIn.repeatCount(3, autoreverses: false)
    /// ```
    public func repeatCount(_ repeatCount: Int, autoreverses: (any VmlBoolArgument)? = nil) -> VmlAnimation {
        var arguments = [VMLArgument(.number(Double(repeatCount)))]
        if let autoreverses { arguments.append(.labeled("autoreverses", autoreverses.vmlExpression)) }
        return VmlAnimation(expression: .call(.member(expression, "repeatCount"), arguments))
    }

    /// The animation repeated until it is removed; `autoreverses` is written when given.
    ///
    /// ```swift
    /// try VmlAnimation.linear(duration: 1).repeatForever(autoreverses: false).expression.canonicalText()
    /// // .linear(duration: 1).repeatForever(autoreverses: false)
    /// ```
    public func repeatForever(autoreverses: (any VmlBoolArgument)? = nil) -> VmlAnimation {
        var arguments: [VMLArgument] = []
        if let autoreverses { arguments.append(.labeled("autoreverses", autoreverses.vmlExpression)) }
        return VmlAnimation(expression: .call(.member(expression, "repeatForever"), arguments))
    }

    /// The animation at a speed: `.easeInOut.speed(2)`.
    ///
    /// ```swift
    /// try VmlAnimation.easeInOut.speed(2).expression.canonicalText()   // .easeInOut.speed(2)
    /// ```
    public func speed(_ speed: any VmlNumberArgument) -> VmlAnimation {
        VmlAnimation(expression: expression.member("speed", VMLArgument(speed.vmlExpression)))
    }

    /// The animation counted as complete after a duration, for completions: `.spring.logicallyComplete(after: 0.3)`.
    ///
    /// ```swift
    /// try VmlAnimation.spring.logicallyComplete(after: 0.3).expression.canonicalText()   // .spring.logicallyComplete(after: 0.3)
    /// ```
    public func logicallyComplete(after duration: any VmlNumberArgument) -> VmlAnimation {
        VmlAnimation(expression: expression.member("logicallyComplete", .labeled("after", duration.vmlExpression)))
    }
}

extension VmlAnimation {
    /// SwiftUI's `Animation(_:)` from a `CustomAnimation`, refused: custom animations run on the client.
    ///
    /// ```swift
    /// VmlAnimation(MyAnimation())
    /// // error: 'init(_:)' is unavailable: custom animations run on the client: write a built-in animation (.spring, .easeInOut(duration:), .timingCurve(_:duration:))
    /// ```
    @available(
        *, unavailable,
        message:
            "custom animations run on the client: write a built-in animation (.spring, .easeInOut(duration:), .timingCurve(_:duration:))"
    )
    public init<A>(_ base: A) {
        self.init(expression: .null)
    }

    /// SwiftUI's `CustomAnimation.animate(value:time:context:)`, refused: the client animates.
    ///
    /// ```swift
    /// VmlAnimation.default.animate(value: 1.0, time: 0.1, context: &context)
    /// // error: 'animate(value:time:context:)' is unavailable: an animation is computed on the client, frame by frame: send the end value and the animation
    /// ```
    @available(*, unavailable, message: "an animation is computed on the client, frame by frame: send the end value and the animation")
    public func animate<V>(value: V, time: Double, context: inout Any) -> V? { nil }

    /// SwiftUI's `CustomAnimation.shouldMerge(previous:value:time:context:)`, refused: the client animates.
    ///
    /// ```swift
    /// VmlAnimation.default.shouldMerge(previous: .default, value: 1.0, time: 0.1, context: &context)
    /// // error: 'shouldMerge(previous:value:time:context:)' is unavailable: an animation is computed on the client, frame by frame: send the end value and the animation
    /// ```
    @available(*, unavailable, message: "an animation is computed on the client, frame by frame: send the end value and the animation")
    public func shouldMerge<V>(previous: VmlAnimation, value: V, time: Double, context: inout Any) -> Bool { false }

    /// SwiftUI's `CustomAnimation.velocity(value:time:context:)`, refused: the client animates.
    ///
    /// ```swift
    /// VmlAnimation.default.velocity(value: 1.0, time: 0.1, context: context)
    /// // error: 'velocity(value:time:context:)' is unavailable: an animation is computed on the client, frame by frame: send the end value and the animation
    /// ```
    @available(*, unavailable, message: "an animation is computed on the client, frame by frame: send the end value and the animation")
    public func velocity<V>(value: V, time: Double, context: Any) -> V? { nil }
}
