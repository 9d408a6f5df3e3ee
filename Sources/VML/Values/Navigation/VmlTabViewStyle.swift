/// SwiftUI's `TabViewStyle`: `.automatic`, `.page`, `.sidebarAdaptable`, `.tabBarOnly`.
///
/// ```swift
/// VmlTabView { … }.tabViewStyle(.page(indexDisplayMode: .never))   // tabViewStyle(.page(indexDisplayMode: .never))
/// ```
public struct VmlTabViewStyle: VmlValue, Hashable {
    /// The value as a style expression.
    public var expression: VMLExpression

    /// Wraps a style expression.
    public init(expression: VMLExpression) {
        self.expression = expression
    }
}

extension VmlTabViewStyle {
    /// `.automatic`
    public static var automatic: VmlTabViewStyle { VmlTabViewStyle(expression: .implicitMember("automatic")) }
    /// `.page`
    public static var page: VmlTabViewStyle { VmlTabViewStyle(expression: .implicitMember("page")) }
    /// `.sidebarAdaptable`
    public static var sidebarAdaptable: VmlTabViewStyle { VmlTabViewStyle(expression: .implicitMember("sidebarAdaptable")) }
    /// `.tabBarOnly`
    public static var tabBarOnly: VmlTabViewStyle { VmlTabViewStyle(expression: .implicitMember("tabBarOnly")) }

    /// `.page(indexDisplayMode:)`: `.never`, `.always` or `.automatic` (SwiftUI's
    /// `PageTabViewStyle.IndexDisplayMode`).
    public static func page(indexDisplayMode: IndexDisplayMode) -> VmlTabViewStyle {
        VmlTabViewStyle(expression: .member("page", .labeled("indexDisplayMode", indexDisplayMode.expression)))
    }
}

extension VmlTabViewStyle {
    /// When a paged tab view shows its index dots (SwiftUI's `PageTabViewStyle.IndexDisplayMode`).
    public struct IndexDisplayMode: VmlValue, Hashable {
        /// The value as a style expression.
        public var expression: VMLExpression

        /// Wraps a style expression.
        public init(expression: VMLExpression) {
            self.expression = expression
        }

        /// `.automatic`
        public static var automatic: IndexDisplayMode { IndexDisplayMode(expression: .implicitMember("automatic")) }
        /// `.always`
        public static var always: IndexDisplayMode { IndexDisplayMode(expression: .implicitMember("always")) }
        /// `.never`
        public static var never: IndexDisplayMode { IndexDisplayMode(expression: .implicitMember("never")) }
    }
}
