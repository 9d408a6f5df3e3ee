/// How prominent a badge is (SwiftUI's `BadgeProminence`), for `badgeProminence(_:)`.
///
/// ```swift
/// try VmlBadgeProminence.standard.expression.canonicalText()   // .standard
/// ```
public struct VmlBadgeProminence: VmlValue, Hashable {
    /// The value as a style expression.
    public var expression: VMLExpression

    /// Wraps a style expression.
    public init(expression: VMLExpression) {
        self.expression = expression
    }
}

extension VmlBadgeProminence {
    /// SwiftUI's `BadgeProminence.standard`: `.standard`.
    ///
    /// ```swift
    /// try VmlBadgeProminence.standard.expression.canonicalText()   // .standard
    /// ```
    public static var standard: VmlBadgeProminence { VmlBadgeProminence(expression: .implicitMember("standard")) }

    /// SwiftUI's `BadgeProminence.increased`: `.increased`.
    ///
    /// ```swift
    /// try VmlBadgeProminence.increased.expression.canonicalText()   // .increased
    /// ```
    public static var increased: VmlBadgeProminence { VmlBadgeProminence(expression: .implicitMember("increased")) }

    /// SwiftUI's `BadgeProminence.decreased`: `.decreased`.
    ///
    /// ```swift
    /// try VmlBadgeProminence.decreased.expression.canonicalText()   // .decreased
    /// ```
    public static var decreased: VmlBadgeProminence { VmlBadgeProminence(expression: .implicitMember("decreased")) }
}
