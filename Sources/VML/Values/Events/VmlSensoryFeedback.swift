/// SwiftUI's `SensoryFeedback`: `.success`, `.warning`, `.error`, `.selection`, `.impact`, …; sensory feedback plays on the client, so the modifiers that take one write nothing.
///
/// ```swift
/// VmlText("a").sensoryFeedback(.success, trigger: 1)
/// // <Text>a</Text>
/// ```
public struct VmlSensoryFeedback: VmlValue, Hashable {
    /// The value as a style expression.
    public var expression: VMLExpression

    /// Wraps a style expression.
    public init(expression: VMLExpression) {
        self.expression = expression
    }
}
