/// A column of a navigation split view (SwiftUI's `NavigationSplitViewColumn`).
///
/// ```swift
/// try VmlNavigationSplitViewColumn.sidebar.expression.canonicalText()   // .sidebar
/// ```
public struct VmlNavigationSplitViewColumn: VmlValue, Hashable {
    /// The value as a style expression.
    public var expression: VMLExpression

    /// Wraps a style expression.
    public init(expression: VMLExpression) {
        self.expression = expression
    }
}

extension VmlNavigationSplitViewColumn {
    /// SwiftUI's `NavigationSplitViewColumn.sidebar`: `.sidebar`.
    ///
    /// ```swift
    /// try VmlNavigationSplitViewColumn.sidebar.expression.canonicalText()   // .sidebar
    /// ```
    public static var sidebar: VmlNavigationSplitViewColumn { VmlNavigationSplitViewColumn(expression: .implicitMember("sidebar")) }

    /// SwiftUI's `NavigationSplitViewColumn.content`: `.content`.
    ///
    /// ```swift
    /// try VmlNavigationSplitViewColumn.content.expression.canonicalText()   // .content
    /// ```
    public static var content: VmlNavigationSplitViewColumn { VmlNavigationSplitViewColumn(expression: .implicitMember("content")) }

    /// SwiftUI's `NavigationSplitViewColumn.detail`: `.detail`.
    ///
    /// ```swift
    /// try VmlNavigationSplitViewColumn.detail.expression.canonicalText()   // .detail
    /// ```
    public static var detail: VmlNavigationSplitViewColumn { VmlNavigationSplitViewColumn(expression: .implicitMember("detail")) }
}
