/// A timing curve from 0 to 1 (SwiftUI's `UnitCurve`), for `.timingCurve(_:duration:)`.
///
/// ```swift
/// try VmlUnitCurve.linear.expression.canonicalText()   // .linear
/// ```
public struct VmlUnitCurve: VmlValue, Hashable {
    /// The value as a style expression.
    public var expression: VMLExpression

    /// Wraps a style expression.
    public init(expression: VMLExpression) {
        self.expression = expression
    }
}

extension VmlUnitCurve {
    /// SwiftUI's `UnitCurve.linear`: `.linear`.
    ///
    /// ```swift
    /// try VmlUnitCurve.linear.expression.canonicalText()   // .linear
    /// ```
    public static var linear: VmlUnitCurve { VmlUnitCurve(expression: .implicitMember("linear")) }

    /// SwiftUI's `UnitCurve.easeIn`: `.easeIn`.
    ///
    /// ```swift
    /// try VmlUnitCurve.easeIn.expression.canonicalText()   // .easeIn
    /// ```
    public static var easeIn: VmlUnitCurve { VmlUnitCurve(expression: .implicitMember("easeIn")) }

    /// SwiftUI's `UnitCurve.easeOut`: `.easeOut`.
    ///
    /// ```swift
    /// try VmlUnitCurve.easeOut.expression.canonicalText()   // .easeOut
    /// ```
    public static var easeOut: VmlUnitCurve { VmlUnitCurve(expression: .implicitMember("easeOut")) }

    /// SwiftUI's `UnitCurve.easeInOut`: `.easeInOut`.
    ///
    /// ```swift
    /// try VmlUnitCurve.easeInOut.expression.canonicalText()   // .easeInOut
    /// ```
    public static var easeInOut: VmlUnitCurve { VmlUnitCurve(expression: .implicitMember("easeInOut")) }

    /// SwiftUI's `UnitCurve.easeInEaseOut`: `.easeInEaseOut`.
    ///
    /// ```swift
    /// try VmlUnitCurve.easeInEaseOut.expression.canonicalText()   // .easeInEaseOut
    /// ```
    public static var easeInEaseOut: VmlUnitCurve { VmlUnitCurve(expression: .implicitMember("easeInEaseOut")) }

    /// SwiftUI's `UnitCurve.circularEaseIn`: `.circularEaseIn`.
    ///
    /// ```swift
    /// try VmlUnitCurve.circularEaseIn.expression.canonicalText()   // .circularEaseIn
    /// ```
    public static var circularEaseIn: VmlUnitCurve { VmlUnitCurve(expression: .implicitMember("circularEaseIn")) }

    /// SwiftUI's `UnitCurve.circularEaseOut`: `.circularEaseOut`.
    ///
    /// ```swift
    /// try VmlUnitCurve.circularEaseOut.expression.canonicalText()   // .circularEaseOut
    /// ```
    public static var circularEaseOut: VmlUnitCurve { VmlUnitCurve(expression: .implicitMember("circularEaseOut")) }

    /// SwiftUI's `UnitCurve.circularEaseInOut`: `.circularEaseInOut`.
    ///
    /// ```swift
    /// try VmlUnitCurve.circularEaseInOut.expression.canonicalText()   // .circularEaseInOut
    /// ```
    public static var circularEaseInOut: VmlUnitCurve { VmlUnitCurve(expression: .implicitMember("circularEaseInOut")) }

    /// A cubic Bézier curve through two control points: `.bezier(startControlPoint:endControlPoint:)`.
    ///
    /// ```swift
    /// try VmlUnitCurve.bezier(startControlPoint: .topLeading, endControlPoint: .bottomTrailing).expression.canonicalText()
    /// // .bezier(startControlPoint: .topLeading, endControlPoint: .bottomTrailing)
    /// ```
    public static func bezier(startControlPoint: VmlUnitPoint, endControlPoint: VmlUnitPoint) -> VmlUnitCurve {
        VmlUnitCurve(
            expression: .member(
                "bezier", .labeled("startControlPoint", startControlPoint.expression),
                .labeled("endControlPoint", endControlPoint.expression)))
    }

    /// SwiftUI's `UnitCurve.value(at:)`, refused: the curve is evaluated on the client.
    ///
    /// ```swift
    /// VmlUnitCurve.easeIn.value(at: 0.5)
    /// // error: 'value(at:)' is unavailable: a timing curve is evaluated on the client while it animates: pass it to .timingCurve(_:duration:)
    /// ```
    @available(*, unavailable, message: "a timing curve is evaluated on the client while it animates: pass it to .timingCurve(_:duration:)")
    public func value(at progress: Double) -> Double { progress }

    /// SwiftUI's `UnitCurve.velocity(at:)`, refused: the curve is evaluated on the client.
    ///
    /// ```swift
    /// VmlUnitCurve.easeIn.velocity(at: 0.5)
    /// // error: 'velocity(at:)' is unavailable: a timing curve is evaluated on the client while it animates: pass it to .timingCurve(_:duration:)
    /// ```
    @available(*, unavailable, message: "a timing curve is evaluated on the client while it animates: pass it to .timingCurve(_:duration:)")
    public func velocity(at progress: Double) -> Double { progress }
}
