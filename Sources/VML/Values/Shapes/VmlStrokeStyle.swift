/// How a shape's outline is drawn (SwiftUI's `StrokeStyle`): `VmlStrokeStyle(lineWidth: 2, lineCap: .round, dash: [5, 3])`,
/// written `StrokeStyle(…)` with the arguments given.
///
/// ```swift
/// try VmlStrokeStyle(lineWidth: 2, lineCap: .round, dash: [5, 3]).expression.canonicalText()
/// // StrokeStyle(lineWidth: 2, lineCap: .round, dash: [5, 3])
/// ```
public struct VmlStrokeStyle: VmlValue, Hashable {
    /// The value as a style expression.
    public var expression: VMLExpression

    /// Wraps a style expression.
    public init(expression: VMLExpression) {
        self.expression = expression
    }

    /// `StrokeStyle(lineWidth:lineCap:lineJoin:miterLimit:dash:dashPhase:)`; arguments left out are not written.
    ///
    /// ```swift
    /// try VmlStrokeStyle(lineWidth: 3, lineJoin: .bevel).expression.canonicalText()   // StrokeStyle(lineWidth: 3, lineJoin: .bevel)
    /// ```
    public init(
        lineWidth: (any VmlNumberArgument)? = nil, lineCap: LineCap? = nil, lineJoin: LineJoin? = nil,
        miterLimit: (any VmlNumberArgument)? = nil,
        dash: [Double]? = nil, dashPhase: (any VmlNumberArgument)? = nil
    ) {
        var arguments: [VMLArgument] = []
        if let lineWidth { arguments.append(.labeled("lineWidth", lineWidth.vmlExpression)) }
        if let lineCap { arguments.append(.labeled("lineCap", lineCap.expression)) }
        if let lineJoin { arguments.append(.labeled("lineJoin", lineJoin.expression)) }
        if let miterLimit { arguments.append(.labeled("miterLimit", miterLimit.vmlExpression)) }
        if let dash { arguments.append(.labeled("dash", .array(dash.map { .number($0) }))) }
        if let dashPhase { arguments.append(.labeled("dashPhase", dashPhase.vmlExpression)) }
        self.init(expression: .call(.identifier("StrokeStyle"), arguments))
    }

    /// The shape of a line's ends (Core Graphics' `CGLineCap`): `.butt`, `.round`, `.square`.
    ///
    /// ```swift
    /// try VmlStrokeStyle.LineCap.round.expression.canonicalText()   // .round
    /// ```
    public struct LineCap: VmlValue, Hashable {
        /// The value as a style expression.
        public var expression: VMLExpression

        /// Wraps a style expression.
        public init(expression: VMLExpression) {
            self.expression = expression
        }

        /// Square ends at the line's end points: `.butt`.
        ///
        /// ```swift
        /// try VmlStrokeStyle.LineCap.butt.expression.canonicalText()   // .butt
        /// ```
        public static var butt: Self { Self(expression: .implicitMember("butt")) }

        /// Round ends: `.round`.
        ///
        /// ```swift
        /// try VmlStrokeStyle.LineCap.round.expression.canonicalText()   // .round
        /// ```
        public static var round: Self { Self(expression: .implicitMember("round")) }

        /// Square ends past the end points: `.square`.
        ///
        /// ```swift
        /// try VmlStrokeStyle.LineCap.square.expression.canonicalText()   // .square
        /// ```
        public static var square: Self { Self(expression: .implicitMember("square")) }
    }

    /// The shape of a line's corners (Core Graphics' `CGLineJoin`): `.miter`, `.round`, `.bevel`.
    ///
    /// ```swift
    /// try VmlStrokeStyle.LineJoin.bevel.expression.canonicalText()   // .bevel
    /// ```
    public struct LineJoin: VmlValue, Hashable {
        /// The value as a style expression.
        public var expression: VMLExpression

        /// Wraps a style expression.
        public init(expression: VMLExpression) {
            self.expression = expression
        }

        /// Sharp corners: `.miter`.
        ///
        /// ```swift
        /// try VmlStrokeStyle.LineJoin.miter.expression.canonicalText()   // .miter
        /// ```
        public static var miter: Self { Self(expression: .implicitMember("miter")) }

        /// Round corners: `.round`.
        ///
        /// ```swift
        /// try VmlStrokeStyle.LineJoin.round.expression.canonicalText()   // .round
        /// ```
        public static var round: Self { Self(expression: .implicitMember("round")) }

        /// Cut corners: `.bevel`.
        ///
        /// ```swift
        /// try VmlStrokeStyle.LineJoin.bevel.expression.canonicalText()   // .bevel
        /// ```
        public static var bevel: Self { Self(expression: .implicitMember("bevel")) }
    }
}
