/// A navigation split view style (SwiftUI's `NavigationSplitViewStyle`), for `navigationSplitViewStyle(_:)`.
///
/// ```swift
/// try VmlNavigationSplitViewStyle.automatic.expression.canonicalText()   // .automatic
/// ```
public struct VmlNavigationSplitViewStyle: VmlValue, Hashable {
    /// The value as a style expression.
    public var expression: VMLExpression

    /// Wraps a style expression.
    public init(expression: VMLExpression) {
        self.expression = expression
    }
}

extension VmlNavigationSplitViewStyle {
    /// SwiftUI's `NavigationSplitViewStyle.automatic`: `.automatic`.
    ///
    /// ```swift
    /// try VmlNavigationSplitViewStyle.automatic.expression.canonicalText()   // .automatic
    /// ```
    public static var automatic: VmlNavigationSplitViewStyle { VmlNavigationSplitViewStyle(expression: .implicitMember("automatic")) }

    /// SwiftUI's `NavigationSplitViewStyle.balanced`: `.balanced`.
    ///
    /// ```swift
    /// try VmlNavigationSplitViewStyle.balanced.expression.canonicalText()   // .balanced
    /// ```
    public static var balanced: VmlNavigationSplitViewStyle { VmlNavigationSplitViewStyle(expression: .implicitMember("balanced")) }

    /// SwiftUI's `NavigationSplitViewStyle.prominentDetail`: `.prominentDetail`.
    ///
    /// ```swift
    /// try VmlNavigationSplitViewStyle.prominentDetail.expression.canonicalText()   // .prominentDetail
    /// ```
    public static var prominentDetail: VmlNavigationSplitViewStyle {
        VmlNavigationSplitViewStyle(expression: .implicitMember("prominentDetail"))
    }
}
