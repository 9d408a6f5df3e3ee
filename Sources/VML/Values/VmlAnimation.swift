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
