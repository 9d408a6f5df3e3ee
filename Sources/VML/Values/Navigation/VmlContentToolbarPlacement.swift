/// SwiftUI's `ContentToolbarPlacement`, for `contentToolbar(for:content:)` (iOS 18.4): a member written as SwiftUI spells it.
///
/// ```swift
/// try VmlContentToolbarPlacement.tabViewSidebar.expression.canonicalText()   // .tabViewSidebar
/// ```
public struct VmlContentToolbarPlacement: VmlValue, Hashable {
    /// The value as a style expression.
    public var expression: VMLExpression

    /// Wraps a style expression.
    public init(expression: VMLExpression) {
        self.expression = expression
    }
}
