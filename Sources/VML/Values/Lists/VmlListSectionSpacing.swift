/// The spacing between a list's sections (SwiftUI's `ListSectionSpacing`), for `listSectionSpacing(_:)`.
///
/// ```swift
/// try VmlListSectionSpacing.default.expression.canonicalText()   // .default
/// ```
public struct VmlListSectionSpacing: VmlValue, Hashable {
    /// The value as a style expression.
    public var expression: VMLExpression

    /// Wraps a style expression.
    public init(expression: VMLExpression) {
        self.expression = expression
    }
}

extension VmlListSectionSpacing {
    /// SwiftUI's `ListSectionSpacing.default`: `.default`.
    ///
    /// ```swift
    /// try VmlListSectionSpacing.default.expression.canonicalText()   // .default
    /// ```
    public static var `default`: VmlListSectionSpacing { VmlListSectionSpacing(expression: .implicitMember("default")) }

    /// SwiftUI's `ListSectionSpacing.compact`: `.compact`.
    ///
    /// ```swift
    /// try VmlListSectionSpacing.compact.expression.canonicalText()   // .compact
    /// ```
    public static var compact: VmlListSectionSpacing { VmlListSectionSpacing(expression: .implicitMember("compact")) }

    /// A spacing in points: `.custom(12)`.
    ///
    /// ```swift
    /// try VmlListSectionSpacing.custom(12).expression.canonicalText()   // .custom(12)
    /// ```
    public static func custom(_ spacing: any VmlNumberArgument) -> VmlListSectionSpacing {
        VmlListSectionSpacing(expression: .member("custom", VMLArgument(spacing.vmlExpression)))
    }
}
