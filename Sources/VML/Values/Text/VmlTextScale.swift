/// SwiftUI's `Text.Scale`: `.default`, `.secondary`.
///
/// ```swift
/// VmlText("a").textScale(.secondary)
/// // <Text style="textScale(.secondary)">a</Text>
/// ```
public struct VmlTextScale: VmlValue, Hashable {
    /// The value as a style expression.
    public var expression: VMLExpression

    /// Wraps a style expression.
    public init(expression: VMLExpression) {
        self.expression = expression
    }
}
