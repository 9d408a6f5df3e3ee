/// A transition (SwiftUI's `AnyTransition`): `.opacity`, `.slide`, `.scale`, `.move(edge: .bottom)`.
public struct VmlTransition: VmlValue, Hashable {
    /// The value as a style expression.
    public var expression: VMLExpression

    /// Wraps a style expression.
    public init(expression: VMLExpression) {
        self.expression = expression
    }

    /// `.move(edge:)`
    public static func move(edge: VmlEdge) -> VmlTransition {
        VmlTransition(expression: .member("move", .labeled("edge", edge.expression)))
    }

    /// `.push(from:)`
    public static func push(from edge: VmlEdge) -> VmlTransition {
        VmlTransition(expression: .member("push", .labeled("from", edge.expression)))
    }

    /// `.scale(scale:anchor:)`; arguments left out are not written:
    /// `.transition(.scale(scale: 0.5, anchor: .top))` → `transition(.scale(scale: 0.5, anchor: .top))`.
    public static func scale(scale: any VmlNumberArgument, anchor: VmlUnitPoint? = nil) -> VmlTransition {
        var arguments = [VMLArgument.labeled("scale", scale.vmlExpression)]
        if let anchor { arguments.append(.labeled("anchor", anchor.expression)) }
        return VmlTransition(expression: .call(.implicitMember("scale"), arguments))
    }

    /// `.offset(x:y:)`; arguments left out are not written.
    public static func offset(x: (any VmlNumberArgument)? = nil, y: (any VmlNumberArgument)? = nil) -> VmlTransition {
        var arguments: [VMLArgument] = []
        if let x { arguments.append(.labeled("x", x.vmlExpression)) }
        if let y { arguments.append(.labeled("y", y.vmlExpression)) }
        return VmlTransition(expression: .call(.implicitMember("offset"), arguments))
    }

    /// `.asymmetric(insertion:removal:)`:
    /// `.transition(.asymmetric(insertion: .opacity, removal: .slide))` → `transition(.asymmetric(insertion: .opacity, removal: .slide))`.
    public static func asymmetric(insertion: VmlTransition, removal: VmlTransition) -> VmlTransition {
        VmlTransition(
            expression: .member("asymmetric", .labeled("insertion", insertion.expression), .labeled("removal", removal.expression)))
    }

    /// Both transitions at once: `.transition(.opacity.combined(with: .slide))` → `transition(.opacity.combined(with: .slide))`.
    public func combined(with other: VmlTransition) -> VmlTransition {
        VmlTransition(expression: expression.member("combined", .labeled("with", other.expression)))
    }

    /// The transition with an animation: `.opacity.animation(.easeIn)` → `.opacity.animation(.easeIn)`.
    public func animation(_ animation: VmlAnimation?) -> VmlTransition {
        VmlTransition(expression: expression.member("animation", VMLArgument(animation?.expression ?? .null)))
    }
}

extension VmlTransition {
    /// `.identity`
    public static var identity: VmlTransition { VmlTransition(expression: .implicitMember("identity")) }
    /// `.opacity`
    public static var opacity: VmlTransition { VmlTransition(expression: .implicitMember("opacity")) }
    /// `.slide`
    public static var slide: VmlTransition { VmlTransition(expression: .implicitMember("slide")) }
    /// `.scale`
    public static var scale: VmlTransition { VmlTransition(expression: .implicitMember("scale")) }
    /// `.blurReplace`
    public static var blurReplace: VmlTransition { VmlTransition(expression: .implicitMember("blurReplace")) }
    /// `.symbolEffect`
    public static var symbolEffect: VmlTransition { VmlTransition(expression: .implicitMember("symbolEffect")) }
}

extension VmlTransition {
    /// SwiftUI's `AnyTransition(_:)`, which wraps a transition: written as the transition.
    ///
    /// ```swift
    /// try VmlTransition(.slide).expression.canonicalText()   // .slide
    /// ```
    public init(_ transition: VmlTransition) {
        self.init(expression: transition.expression)
    }

    /// `.offset(_:)`, a move by a size: `.offset(CGSize(width: 0, height: 20))`.
    ///
    /// ```swift
    /// try VmlTransition.offset(CGSize(width: 0, height: 20)).expression.canonicalText()   // .offset(CGSize(width: 0, height: 20))
    /// ```
    public static func offset(_ offset: CGSize) -> VmlTransition {
        let size = VMLExpression.call(
            "CGSize", .labeled("width", .number(Double(offset.width))), .labeled("height", .number(Double(offset.height))))
        return VmlTransition(expression: .member("offset", VMLArgument(size)))
    }

    /// `.scale(_:anchor:)`, a scale from a factor; `anchor` is written when given.
    ///
    /// ```swift
    /// try VmlTransition.scale(0.8, anchor: .bottom).expression.canonicalText()   // .scale(0.8, anchor: .bottom)
    /// ```
    public static func scale(_ scale: any VmlNumberArgument, anchor: VmlUnitPoint? = nil) -> VmlTransition {
        var arguments = [VMLArgument(scale.vmlExpression)]
        if let anchor { arguments.append(.labeled("anchor", anchor.expression)) }
        return VmlTransition(expression: .call(.implicitMember("scale"), arguments))
    }

    /// `.blurReplace(_:)`, a blur with a direction: `.blurReplace(.upUp)`.
    ///
    /// ```swift
    /// try VmlTransition.blurReplace(.upUp).expression.canonicalText()   // .blurReplace(.upUp)
    /// ```
    public static func blurReplace(_ configuration: BlurReplaceConfiguration) -> VmlTransition {
        VmlTransition(expression: .member("blurReplace", VMLArgument(configuration.expression)))
    }

    /// `.symbolEffect(_:options:)`, a symbol effect as a transition; `options` is written when given.
    ///
    /// ```swift
    /// try VmlTransition.symbolEffect(.appear.up, options: .speed(2)).expression.canonicalText()   // .symbolEffect(.appear.up, options: .speed(2))
    /// ```
    public static func symbolEffect(_ effect: VmlSymbolEffect, options: VmlSymbolEffectOptions? = nil) -> VmlTransition {
        var arguments = [VMLArgument(effect.expression)]
        if let options { arguments.append(.labeled("options", options.expression)) }
        return VmlTransition(expression: .call(.implicitMember("symbolEffect"), arguments))
    }

    /// The direction of a blur-replace transition (SwiftUI's `BlurReplaceTransition.Configuration`).
    ///
    /// ```swift
    /// try VmlTransition.BlurReplaceConfiguration.downUp.expression.canonicalText()   // .downUp
    /// ```
    public struct BlurReplaceConfiguration: VmlValue, Hashable {
        /// The value as a style expression.
        public var expression: VMLExpression

        /// Wraps a style expression.
        public init(expression: VMLExpression) {
            self.expression = expression
        }

        /// Scales down as it leaves and up as it arrives: `.downUp`.
        ///
        /// ```swift
        /// try VmlTransition.BlurReplaceConfiguration.downUp.expression.canonicalText()   // .downUp
        /// ```
        public static var downUp: Self { Self(expression: .implicitMember("downUp")) }

        /// Scales up as it leaves and as it arrives: `.upUp`.
        ///
        /// ```swift
        /// try VmlTransition.BlurReplaceConfiguration.upUp.expression.canonicalText()   // .upUp
        /// ```
        public static var upUp: Self { Self(expression: .implicitMember("upUp")) }
    }
}

extension VmlTransition {
    /// SwiftUI's `Transition.apply(content:phase:)`, refused at compile time.
    ///
    /// ```swift
    /// VmlTransition.opacity.apply(content: content, phase: phase)
    /// // error: 'apply(content:phase:)' is unavailable: a custom transition runs on the client: write a built-in transition (.opacity, .scale, .move(edge:)) or combine them
    /// ```
    @available(
        *, unavailable,
        message: "a custom transition runs on the client: write a built-in transition (.opacity, .scale, .move(edge:)) or combine them"
    )
    public func apply(content: Any, phase: Any) -> Any {
        content
    }
}
