extension VmlSensoryFeedback {
    /// A physical impact: `.impact`.
    ///
    /// ```swift
    /// try VmlSensoryFeedback.impact.expression.canonicalText()   // .impact
    /// ```
    public static var impact: VmlSensoryFeedback { VmlSensoryFeedback(expression: .implicitMember("impact")) }

    /// An impact of a weight and an intensity: `.impact(weight: .heavy, intensity: 0.8)`; arguments left out are not written.
    ///
    /// ```swift
    /// try VmlSensoryFeedback.impact(weight: .heavy, intensity: 0.8).expression.canonicalText()   // .impact(weight: .heavy, intensity: 0.8)
    /// ```
    public static func impact(weight: Weight? = nil, intensity: (any VmlNumberArgument)? = nil) -> VmlSensoryFeedback {
        var arguments: [VMLArgument] = []
        if let weight { arguments.append(.labeled("weight", weight.expression)) }
        if let intensity { arguments.append(.labeled("intensity", intensity.vmlExpression)) }
        return VmlSensoryFeedback(expression: .call(.implicitMember("impact"), arguments))
    }

    /// An impact between objects of a flexibility: `.impact(flexibility: .soft)`; `intensity` is written when given.
    ///
    /// ```swift
    /// try VmlSensoryFeedback.impact(flexibility: .soft).expression.canonicalText()   // .impact(flexibility: .soft)
    /// ```
    public static func impact(flexibility: Flexibility, intensity: (any VmlNumberArgument)? = nil) -> VmlSensoryFeedback {
        var arguments: [VMLArgument] = [.labeled("flexibility", flexibility.expression)]
        if let intensity { arguments.append(.labeled("intensity", intensity.vmlExpression)) }
        return VmlSensoryFeedback(expression: .call(.implicitMember("impact"), arguments))
    }

    /// The weight of an impact (SwiftUI's `SensoryFeedback.Weight`): `.light`, `.medium`, `.heavy`.
    ///
    /// ```swift
    /// try VmlSensoryFeedback.Weight.light.expression.canonicalText()   // .light
    /// ```
    public struct Weight: VmlValue, Hashable {
        /// The value as a style expression.
        public var expression: VMLExpression

        /// Wraps a style expression.
        public init(expression: VMLExpression) {
            self.expression = expression
        }

        /// `.light`
        ///
        /// ```swift
        /// try VmlSensoryFeedback.Weight.light.expression.canonicalText()   // .light
        /// ```
        public static var light: Self { Self(expression: .implicitMember("light")) }

        /// `.medium`
        ///
        /// ```swift
        /// try VmlSensoryFeedback.Weight.medium.expression.canonicalText()   // .medium
        /// ```
        public static var medium: Self { Self(expression: .implicitMember("medium")) }

        /// `.heavy`
        ///
        /// ```swift
        /// try VmlSensoryFeedback.Weight.heavy.expression.canonicalText()   // .heavy
        /// ```
        public static var heavy: Self { Self(expression: .implicitMember("heavy")) }
    }

    /// The flexibility of colliding objects (SwiftUI's `SensoryFeedback.Flexibility`): `.rigid`, `.solid`, `.soft`.
    ///
    /// ```swift
    /// try VmlSensoryFeedback.Flexibility.rigid.expression.canonicalText()   // .rigid
    /// ```
    public struct Flexibility: VmlValue, Hashable {
        /// The value as a style expression.
        public var expression: VMLExpression

        /// Wraps a style expression.
        public init(expression: VMLExpression) {
            self.expression = expression
        }

        /// `.rigid`
        ///
        /// ```swift
        /// try VmlSensoryFeedback.Flexibility.rigid.expression.canonicalText()   // .rigid
        /// ```
        public static var rigid: Self { Self(expression: .implicitMember("rigid")) }

        /// `.solid`
        ///
        /// ```swift
        /// try VmlSensoryFeedback.Flexibility.solid.expression.canonicalText()   // .solid
        /// ```
        public static var solid: Self { Self(expression: .implicitMember("solid")) }

        /// `.soft`
        ///
        /// ```swift
        /// try VmlSensoryFeedback.Flexibility.soft.expression.canonicalText()   // .soft
        /// ```
        public static var soft: Self { Self(expression: .implicitMember("soft")) }
    }
}
