/// A point in a view's unit square (SwiftUI's `UnitPoint`): `.center`, `.topLeading`, …, or `VmlUnitPoint(x: 0.5, y: 0)`.
public struct VmlUnitPoint: VmlValue, Hashable {
    /// The value as a style expression.
    public var expression: VMLExpression

    /// Wraps a style expression.
    public init(expression: VMLExpression) {
        self.expression = expression
    }

    /// `UnitPoint(x: 0.5, y: 0)`
    public init(x: Double, y: Double) {
        self.expression = .call("UnitPoint", .labeled("x", .number(x)), .labeled("y", .number(y)))
    }
}

extension VmlUnitPoint {
    /// `.zero`
    public static var zero: VmlUnitPoint { VmlUnitPoint(expression: .implicitMember("zero")) }
    /// `.center`
    public static var center: VmlUnitPoint { VmlUnitPoint(expression: .implicitMember("center")) }
    /// `.leading`
    public static var leading: VmlUnitPoint { VmlUnitPoint(expression: .implicitMember("leading")) }
    /// `.trailing`
    public static var trailing: VmlUnitPoint { VmlUnitPoint(expression: .implicitMember("trailing")) }
    /// `.top`
    public static var top: VmlUnitPoint { VmlUnitPoint(expression: .implicitMember("top")) }
    /// `.bottom`
    public static var bottom: VmlUnitPoint { VmlUnitPoint(expression: .implicitMember("bottom")) }
    /// `.topLeading`
    public static var topLeading: VmlUnitPoint { VmlUnitPoint(expression: .implicitMember("topLeading")) }
    /// `.topTrailing`
    public static var topTrailing: VmlUnitPoint { VmlUnitPoint(expression: .implicitMember("topTrailing")) }
    /// `.bottomLeading`
    public static var bottomLeading: VmlUnitPoint { VmlUnitPoint(expression: .implicitMember("bottomLeading")) }
    /// `.bottomTrailing`
    public static var bottomTrailing: VmlUnitPoint { VmlUnitPoint(expression: .implicitMember("bottomTrailing")) }
}

extension VmlUnitPoint {
    /// SwiftUI's `UnitPoint()`, the origin: written `.zero`.
    ///
    /// ```swift
    /// try VmlUnitPoint().expression.canonicalText()   // .zero
    /// ```
    public init() {
        self.init(expression: .implicitMember("zero"))
    }
}
