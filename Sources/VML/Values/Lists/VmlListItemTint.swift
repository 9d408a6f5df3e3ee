/// The tint of a list row (SwiftUI's `ListItemTint`), for `listItemTint(_:)`.
///
/// ```swift
/// try VmlListItemTint.monochrome.expression.canonicalText()   // .monochrome
/// ```
public struct VmlListItemTint: VmlValue, Hashable {
    /// The value as a style expression.
    public var expression: VMLExpression

    /// Wraps a style expression.
    public init(expression: VMLExpression) {
        self.expression = expression
    }
}

extension VmlListItemTint {
    /// SwiftUI's `ListItemTint.monochrome`: `.monochrome`.
    ///
    /// ```swift
    /// try VmlListItemTint.monochrome.expression.canonicalText()   // .monochrome
    /// ```
    public static var monochrome: VmlListItemTint { VmlListItemTint(expression: .implicitMember("monochrome")) }

    /// A tint that the system may not override: `.fixed(.red)`.
    ///
    /// ```swift
    /// try VmlListItemTint.fixed(.red).expression.canonicalText()   // .fixed(.red)
    /// ```
    public static func fixed(_ tint: VmlColor) -> VmlListItemTint {
        VmlListItemTint(expression: .member("fixed", VMLArgument(tint.expression)))
    }

    /// A tint that the system may override: `.preferred(.blue)`.
    ///
    /// ```swift
    /// try VmlListItemTint.preferred(.blue).expression.canonicalText()   // .preferred(.blue)
    /// ```
    public static func preferred(_ tint: VmlColor) -> VmlListItemTint {
        VmlListItemTint(expression: .member("preferred", VMLArgument(tint.expression)))
    }
}
