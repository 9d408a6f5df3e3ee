/// SwiftUI's `SymbolColorRenderingMode`, for `symbolColorRenderingMode(_:)` (iOS 26): a member written as SwiftUI spells it.
///
/// ```swift
/// try VmlSymbolColorRenderingMode.gradient.expression.canonicalText()   // .gradient
/// ```
public struct VmlSymbolColorRenderingMode: VmlValue, Hashable {
    /// The value as a style expression.
    public var expression: VMLExpression

    /// Wraps a style expression.
    public init(expression: VMLExpression) {
        self.expression = expression
    }
}
