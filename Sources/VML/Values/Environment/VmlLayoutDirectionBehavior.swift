/// Whether a view mirrors in right-to-left layouts (SwiftUI's `LayoutDirectionBehavior`), for `layoutDirectionBehavior(_:)`.
///
/// ```swift
/// try VmlLayoutDirectionBehavior.fixed.expression.canonicalText()   // .fixed
/// ```
public struct VmlLayoutDirectionBehavior: VmlValue, Hashable {
    /// The value as a style expression.
    public var expression: VMLExpression

    /// Wraps a style expression.
    public init(expression: VMLExpression) {
        self.expression = expression
    }
}

extension VmlLayoutDirectionBehavior {
    /// SwiftUI's `LayoutDirectionBehavior.fixed`: `.fixed`.
    ///
    /// ```swift
    /// try VmlLayoutDirectionBehavior.fixed.expression.canonicalText()   // .fixed
    /// ```
    public static var fixed: VmlLayoutDirectionBehavior { VmlLayoutDirectionBehavior(expression: .implicitMember("fixed")) }

    /// SwiftUI's `LayoutDirectionBehavior.mirrors`: `.mirrors`.
    ///
    /// ```swift
    /// try VmlLayoutDirectionBehavior.mirrors.expression.canonicalText()   // .mirrors
    /// ```
    public static var mirrors: VmlLayoutDirectionBehavior { VmlLayoutDirectionBehavior(expression: .implicitMember("mirrors")) }

    /// Mirrors in one layout direction: `.mirrors(in: .rightToLeft)`.
    ///
    /// ```swift
    /// try VmlLayoutDirectionBehavior.mirrors(in: .rightToLeft).expression.canonicalText()   // .mirrors(in: .rightToLeft)
    /// ```
    public static func mirrors(in direction: VmlLayoutDirection) -> VmlLayoutDirectionBehavior {
        VmlLayoutDirectionBehavior(expression: .member("mirrors", .labeled("in", .implicitMember(direction.rawValue))))
    }
}
