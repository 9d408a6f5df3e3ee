/// SwiftUI's `SpacerSizing`, for `ToolbarSpacer(_:placement:)` (iOS 26): a member written as SwiftUI spells it.
///
/// ```swift
/// try VmlSpacerSizing.flexible.expression.canonicalText()   // .flexible
/// ```
public struct VmlSpacerSizing: VmlValue, Hashable {
    /// The value as a style expression.
    public var expression: VMLExpression

    /// Wraps a style expression.
    public init(expression: VMLExpression) {
        self.expression = expression
    }
}
