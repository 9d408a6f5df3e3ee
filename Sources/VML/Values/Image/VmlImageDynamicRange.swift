/// SwiftUI's `Image.DynamicRange`: `.standard`, `.constrainedHigh`, `.high`.
///
/// ```swift
/// VmlText("a").allowedDynamicRange(.high)
/// // <Text style="allowedDynamicRange(.high)">a</Text>
/// ```
public struct VmlImageDynamicRange: VmlValue, Hashable {
    /// The value as a style expression.
    public var expression: VMLExpression

    /// Wraps a style expression.
    public init(expression: VMLExpression) {
        self.expression = expression
    }
}
