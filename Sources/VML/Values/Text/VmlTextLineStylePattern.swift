/// The pattern of an underline or strikethrough (SwiftUI's `Text.LineStyle.Pattern`), for `underline(_:pattern:color:)`.
///
/// ```swift
/// try VmlTextLineStylePattern.solid.expression.canonicalText()   // .solid
/// ```
public struct VmlTextLineStylePattern: VmlValue, Hashable {
    /// The value as a style expression.
    public var expression: VMLExpression

    /// Wraps a style expression.
    public init(expression: VMLExpression) {
        self.expression = expression
    }
}

extension VmlTextLineStylePattern {
    /// SwiftUI's `Text.LineStyle.Pattern.solid`: `.solid`.
    ///
    /// ```swift
    /// try VmlTextLineStylePattern.solid.expression.canonicalText()   // .solid
    /// ```
    public static var solid: VmlTextLineStylePattern { VmlTextLineStylePattern(expression: .implicitMember("solid")) }

    /// SwiftUI's `Text.LineStyle.Pattern.dot`: `.dot`.
    ///
    /// ```swift
    /// try VmlTextLineStylePattern.dot.expression.canonicalText()   // .dot
    /// ```
    public static var dot: VmlTextLineStylePattern { VmlTextLineStylePattern(expression: .implicitMember("dot")) }

    /// SwiftUI's `Text.LineStyle.Pattern.dash`: `.dash`.
    ///
    /// ```swift
    /// try VmlTextLineStylePattern.dash.expression.canonicalText()   // .dash
    /// ```
    public static var dash: VmlTextLineStylePattern { VmlTextLineStylePattern(expression: .implicitMember("dash")) }

    /// SwiftUI's `Text.LineStyle.Pattern.dashDot`: `.dashDot`.
    ///
    /// ```swift
    /// try VmlTextLineStylePattern.dashDot.expression.canonicalText()   // .dashDot
    /// ```
    public static var dashDot: VmlTextLineStylePattern { VmlTextLineStylePattern(expression: .implicitMember("dashDot")) }

    /// SwiftUI's `Text.LineStyle.Pattern.dashDotDot`: `.dashDotDot`.
    ///
    /// ```swift
    /// try VmlTextLineStylePattern.dashDotDot.expression.canonicalText()   // .dashDotDot
    /// ```
    public static var dashDotDot: VmlTextLineStylePattern { VmlTextLineStylePattern(expression: .implicitMember("dashDotDot")) }
}
