/// SwiftUI's `TextInputFormattingControlPlacement.Set`, for `textInputFormattingControlVisibility(_:for:)` (iOS 26): a member written as SwiftUI spells it.
///
/// ```swift
/// try VmlTextInputFormattingControlPlacementSet.inputAssistant.expression.canonicalText()   // .inputAssistant
/// ```
public struct VmlTextInputFormattingControlPlacementSet: VmlValue, Hashable {
    /// The value as a style expression.
    public var expression: VMLExpression

    /// Wraps a style expression.
    public init(expression: VMLExpression) {
        self.expression = expression
    }
}
