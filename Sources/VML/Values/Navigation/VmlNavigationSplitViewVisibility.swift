/// Which columns of a navigation split view show (SwiftUI's `NavigationSplitViewVisibility`).
///
/// ```swift
/// try VmlNavigationSplitViewVisibility.automatic.expression.canonicalText()   // .automatic
/// ```
public struct VmlNavigationSplitViewVisibility: VmlValue, Hashable {
    /// The value as a style expression.
    public var expression: VMLExpression

    /// Wraps a style expression.
    public init(expression: VMLExpression) {
        self.expression = expression
    }
}

extension VmlNavigationSplitViewVisibility {
    /// SwiftUI's `NavigationSplitViewVisibility.automatic`: `.automatic`.
    ///
    /// ```swift
    /// try VmlNavigationSplitViewVisibility.automatic.expression.canonicalText()   // .automatic
    /// ```
    public static var automatic: VmlNavigationSplitViewVisibility {
        VmlNavigationSplitViewVisibility(expression: .implicitMember("automatic"))
    }

    /// SwiftUI's `NavigationSplitViewVisibility.all`: `.all`.
    ///
    /// ```swift
    /// try VmlNavigationSplitViewVisibility.all.expression.canonicalText()   // .all
    /// ```
    public static var all: VmlNavigationSplitViewVisibility { VmlNavigationSplitViewVisibility(expression: .implicitMember("all")) }

    /// SwiftUI's `NavigationSplitViewVisibility.doubleColumn`: `.doubleColumn`.
    ///
    /// ```swift
    /// try VmlNavigationSplitViewVisibility.doubleColumn.expression.canonicalText()   // .doubleColumn
    /// ```
    public static var doubleColumn: VmlNavigationSplitViewVisibility {
        VmlNavigationSplitViewVisibility(expression: .implicitMember("doubleColumn"))
    }

    /// SwiftUI's `NavigationSplitViewVisibility.detailOnly`: `.detailOnly`.
    ///
    /// ```swift
    /// try VmlNavigationSplitViewVisibility.detailOnly.expression.canonicalText()   // .detailOnly
    /// ```
    public static var detailOnly: VmlNavigationSplitViewVisibility {
        VmlNavigationSplitViewVisibility(expression: .implicitMember("detailOnly"))
    }
}
