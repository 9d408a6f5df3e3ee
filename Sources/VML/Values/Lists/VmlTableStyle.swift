/// SwiftUI's `TableStyle`: `.automatic`, `.inset`.
///
/// ```swift
/// VmlText("a").tableStyle(.inset)
/// // <Text style="tableStyle(.inset)">a</Text>
/// ```
public struct VmlTableStyle: VmlValue, Hashable {
    /// The value as a style expression.
    public var expression: VMLExpression

    /// Wraps a style expression.
    public init(expression: VMLExpression) {
        self.expression = expression
    }
}
