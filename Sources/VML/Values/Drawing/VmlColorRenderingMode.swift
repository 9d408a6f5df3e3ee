/// SwiftUI's `ColorRenderingMode`: `.nonLinear`, `.linear`, `.extendedLinear`.
///
/// ```swift
/// VmlText("a").drawingGroup(colorMode: .linear)
/// // <Text style="drawingGroup(colorMode: .linear)">a</Text>
/// ```
public struct VmlColorRenderingMode: VmlValue, Hashable {
    /// The value as a style expression.
    public var expression: VMLExpression

    /// Wraps a style expression.
    public init(expression: VMLExpression) {
        self.expression = expression
    }
}
