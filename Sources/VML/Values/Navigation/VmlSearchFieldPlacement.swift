/// Where a search field goes (SwiftUI's `SearchFieldPlacement`): `.automatic`, `.toolbar`,
/// `.sidebar`, `.navigationBarDrawer`, `.navigationBarDrawer(displayMode: .always)`.
///
/// ```swift
/// VmlList {}.searchable(text: .constant(""), placement: .navigationBarDrawer(displayMode: .always))
/// // <List style="searchable(text: &quot;&quot;, placement: .navigationBarDrawer(displayMode: .always))"/>
/// ```
public struct VmlSearchFieldPlacement: VmlValue, Hashable {
    /// The value as a style expression.
    public var expression: VMLExpression

    /// Wraps a style expression.
    public init(expression: VMLExpression) {
        self.expression = expression
    }

    /// When the navigation bar drawer shows the field (SwiftUI's
    /// `SearchFieldPlacement.NavigationBarDrawerDisplayMode`): `.automatic`, `.always`.
    public struct NavigationBarDrawerDisplayMode: VmlValue, Hashable {
        /// The value as a style expression.
        public var expression: VMLExpression

        /// Wraps a style expression.
        public init(expression: VMLExpression) {
            self.expression = expression
        }

        /// `.automatic`
        public static var automatic: NavigationBarDrawerDisplayMode {
            NavigationBarDrawerDisplayMode(expression: .implicitMember("automatic"))
        }
        /// `.always`
        public static var always: NavigationBarDrawerDisplayMode { NavigationBarDrawerDisplayMode(expression: .implicitMember("always")) }
    }
}

extension VmlSearchFieldPlacement {
    /// `.automatic`
    public static var automatic: VmlSearchFieldPlacement { VmlSearchFieldPlacement(expression: .implicitMember("automatic")) }
    /// `.toolbar`
    public static var toolbar: VmlSearchFieldPlacement { VmlSearchFieldPlacement(expression: .implicitMember("toolbar")) }
    /// `.sidebar`
    public static var sidebar: VmlSearchFieldPlacement { VmlSearchFieldPlacement(expression: .implicitMember("sidebar")) }
    /// `.navigationBarDrawer`
    public static var navigationBarDrawer: VmlSearchFieldPlacement {
        VmlSearchFieldPlacement(expression: .implicitMember("navigationBarDrawer"))
    }

    /// `.navigationBarDrawer(displayMode: .always)`
    public static func navigationBarDrawer(displayMode: NavigationBarDrawerDisplayMode) -> VmlSearchFieldPlacement {
        VmlSearchFieldPlacement(expression: .member("navigationBarDrawer", .labeled("displayMode", displayMode.expression)))
    }
}
