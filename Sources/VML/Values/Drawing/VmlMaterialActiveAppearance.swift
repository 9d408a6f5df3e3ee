/// SwiftUI's `MaterialActiveAppearance`, for `materialActiveAppearance(_:)` (iOS 18): a member written as SwiftUI spells it.
///
/// ```swift
/// try VmlMaterialActiveAppearance.active.expression.canonicalText()   // .active
/// ```
public struct VmlMaterialActiveAppearance: VmlValue, Hashable {
    /// The value as a style expression.
    public var expression: VMLExpression

    /// Wraps a style expression.
    public init(expression: VMLExpression) {
        self.expression = expression
    }
}
