/// The order of a menu's items (SwiftUI's `MenuOrder`), for `menuOrder(_:)`.
///
/// ```swift
/// try VmlMenuOrder.automatic.expression.canonicalText()   // .automatic
/// ```
public struct VmlMenuOrder: VmlValue, Hashable {
    /// The value as a style expression.
    public var expression: VMLExpression

    /// Wraps a style expression.
    public init(expression: VMLExpression) {
        self.expression = expression
    }
}

extension VmlMenuOrder {
    /// SwiftUI's `MenuOrder.automatic`: `.automatic`.
    ///
    /// ```swift
    /// try VmlMenuOrder.automatic.expression.canonicalText()   // .automatic
    /// ```
    public static var automatic: VmlMenuOrder { VmlMenuOrder(expression: .implicitMember("automatic")) }

    /// SwiftUI's `MenuOrder.priority`: `.priority`.
    ///
    /// ```swift
    /// try VmlMenuOrder.priority.expression.canonicalText()   // .priority
    /// ```
    public static var priority: VmlMenuOrder { VmlMenuOrder(expression: .implicitMember("priority")) }

    /// SwiftUI's `MenuOrder.fixed`: `.fixed`.
    ///
    /// ```swift
    /// try VmlMenuOrder.fixed.expression.canonicalText()   // .fixed
    /// ```
    public static var fixed: VmlMenuOrder { VmlMenuOrder(expression: .implicitMember("fixed")) }
}
