/// SwiftUI's `SymbolVariableValueMode`, for `symbolVariableValueMode(_:)` (iOS 26): a member written as SwiftUI spells it.
///
/// ```swift
/// try VmlSymbolVariableValueMode.draw.expression.canonicalText()   // .draw
/// ```
public struct VmlSymbolVariableValueMode: VmlValue, Hashable {
    /// The value as a style expression.
    public var expression: VMLExpression

    /// Wraps a style expression.
    public init(expression: VMLExpression) {
        self.expression = expression
    }
}
