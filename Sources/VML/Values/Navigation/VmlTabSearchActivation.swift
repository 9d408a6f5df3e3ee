/// SwiftUI's `TabSearchActivation`, for `tabViewSearchActivation(_:)` (iOS 26): a member written as SwiftUI spells it.
///
/// ```swift
/// try VmlTabSearchActivation.searchTabSelection.expression.canonicalText()   // .searchTabSelection
/// ```
public struct VmlTabSearchActivation: VmlValue, Hashable {
    /// The value as a style expression.
    public var expression: VMLExpression

    /// Wraps a style expression.
    public init(expression: VMLExpression) {
        self.expression = expression
    }
}
