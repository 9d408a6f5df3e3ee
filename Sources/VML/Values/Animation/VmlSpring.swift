/// A spring (SwiftUI's `Spring`): `.bouncy`, `.smooth`, `.snappy` or `VmlSpring(duration: 0.5, bounce: 0.3)`,
/// for `.spring(_:blendDuration:)` and `.interpolatingSpring(_:initialVelocity:)`.
///
/// ```swift
/// try VmlAnimation.spring(VmlSpring(duration: 0.4, bounce: 0.2)).expression.canonicalText()
/// // .spring(Spring(duration: 0.4, bounce: 0.2))
/// ```
///
/// The spring's motion is computed by the client; its methods that compute values (`value(target:…)`,
/// `velocity(…)`, `force(…)`, `settlingDuration(…)`, `update(…)`) are refused at compile time.
public struct VmlSpring: VmlValue, Hashable {
    /// The value as a style expression.
    public var expression: VMLExpression

    /// Wraps a style expression.
    public init(expression: VMLExpression) {
        self.expression = expression
    }

    /// `Spring(duration:bounce:)`; arguments left out are not written.
    ///
    /// ```swift
    /// try VmlSpring(duration: 0.4, bounce: 0.2).expression.canonicalText()   // Spring(duration: 0.4, bounce: 0.2)
    /// ```
    public init(duration: (any VmlNumberArgument)? = nil, bounce: (any VmlNumberArgument)? = nil) {
        self.init(expression: Self.call([("duration", duration), ("bounce", bounce)]))
    }

    /// `Spring(mass:stiffness:damping:allowOverDamping:)`; `mass` and `allowOverDamping` are written when given.
    ///
    /// ```swift
    /// try VmlSpring(stiffness: 170, damping: 15).expression.canonicalText()   // Spring(stiffness: 170, damping: 15)
    /// ```
    public init(
        mass: (any VmlNumberArgument)? = nil, stiffness: any VmlNumberArgument, damping: any VmlNumberArgument,
        allowOverDamping: (any VmlBoolArgument)? = nil
    ) {
        var arguments: [VMLArgument] = []
        if let mass { arguments.append(.labeled("mass", mass.vmlExpression)) }
        arguments.append(.labeled("stiffness", stiffness.vmlExpression))
        arguments.append(.labeled("damping", damping.vmlExpression))
        if let allowOverDamping { arguments.append(.labeled("allowOverDamping", allowOverDamping.vmlExpression)) }
        self.init(expression: .call(.identifier("Spring"), arguments))
    }

    /// `Spring(response:dampingRatio:)`.
    ///
    /// ```swift
    /// try VmlSpring(response: 0.5, dampingRatio: 0.8).expression.canonicalText()   // Spring(response: 0.5, dampingRatio: 0.8)
    /// ```
    public init(response: any VmlNumberArgument, dampingRatio: any VmlNumberArgument) {
        self.init(expression: Self.call([("response", response), ("dampingRatio", dampingRatio)]))
    }

    /// `Spring(settlingDuration:dampingRatio:epsilon:)`; `epsilon` is written when given.
    ///
    /// ```swift
    /// try VmlSpring(settlingDuration: 1, dampingRatio: 0.7).expression.canonicalText()   // Spring(settlingDuration: 1, dampingRatio: 0.7)
    /// ```
    public init(settlingDuration: any VmlNumberArgument, dampingRatio: any VmlNumberArgument, epsilon: (any VmlNumberArgument)? = nil) {
        self.init(expression: Self.call([("settlingDuration", settlingDuration), ("dampingRatio", dampingRatio), ("epsilon", epsilon)]))
    }

    private static func call(_ arguments: [(String, (any VmlNumberArgument)?)]) -> VMLExpression {
        .call(.identifier("Spring"), arguments.compactMap { label, value in value.map { VMLArgument.labeled(label, $0.vmlExpression) } })
    }

    private static func preset(_ name: String, _ duration: (any VmlNumberArgument)?, _ extraBounce: (any VmlNumberArgument)?) -> VmlSpring {
        var arguments: [VMLArgument] = []
        if let duration { arguments.append(.labeled("duration", duration.vmlExpression)) }
        if let extraBounce { arguments.append(.labeled("extraBounce", extraBounce.vmlExpression)) }
        return VmlSpring(expression: .call(.implicitMember(name), arguments))
    }
}

extension VmlSpring {
    /// A spring with a higher bounce: `.bouncy`.
    ///
    /// ```swift
    /// try VmlSpring.bouncy.expression.canonicalText()   // .bouncy
    /// ```
    public static var bouncy: VmlSpring { VmlSpring(expression: .implicitMember("bouncy")) }

    /// A spring with no bounce: `.smooth`.
    ///
    /// ```swift
    /// try VmlSpring.smooth.expression.canonicalText()   // .smooth
    /// ```
    public static var smooth: VmlSpring { VmlSpring(expression: .implicitMember("smooth")) }

    /// A spring with a small bounce that feels snappy: `.snappy`.
    ///
    /// ```swift
    /// try VmlSpring.snappy.expression.canonicalText()   // .snappy
    /// ```
    public static var snappy: VmlSpring { VmlSpring(expression: .implicitMember("snappy")) }

    /// `.bouncy(duration:extraBounce:)`; arguments left out are not written.
    ///
    /// ```swift
    /// try VmlSpring.bouncy(duration: 0.4).expression.canonicalText()   // .bouncy(duration: 0.4)
    /// ```
    public static func bouncy(duration: (any VmlNumberArgument)? = nil, extraBounce: (any VmlNumberArgument)? = nil) -> VmlSpring {
        preset("bouncy", duration, extraBounce)
    }

    /// `.smooth(duration:extraBounce:)`; arguments left out are not written.
    ///
    /// ```swift
    /// try VmlSpring.smooth(duration: 0.4, extraBounce: 0.1).expression.canonicalText()   // .smooth(duration: 0.4, extraBounce: 0.1)
    /// ```
    public static func smooth(duration: (any VmlNumberArgument)? = nil, extraBounce: (any VmlNumberArgument)? = nil) -> VmlSpring {
        preset("smooth", duration, extraBounce)
    }

    /// `.snappy(duration:extraBounce:)`; arguments left out are not written.
    ///
    /// ```swift
    /// try VmlSpring.snappy(extraBounce: 0.1).expression.canonicalText()   // .snappy(extraBounce: 0.1)
    /// ```
    public static func snappy(duration: (any VmlNumberArgument)? = nil, extraBounce: (any VmlNumberArgument)? = nil) -> VmlSpring {
        preset("snappy", duration, extraBounce)
    }
}
