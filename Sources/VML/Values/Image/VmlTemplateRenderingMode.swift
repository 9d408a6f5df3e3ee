/// An image rendering mode (SwiftUI's `Image.TemplateRenderingMode`): `.original`, `.template`.
public struct VmlTemplateRenderingMode: VmlValue, Hashable {
    /// The value as a style expression.
    public var expression: VMLExpression

    /// Wraps a style expression.
    public init(expression: VMLExpression) {
        self.expression = expression
    }
}

extension VmlTemplateRenderingMode {
    /// `.original`
    public static var original: VmlTemplateRenderingMode { VmlTemplateRenderingMode(expression: .implicitMember("original")) }
    /// `.template`
    public static var template: VmlTemplateRenderingMode { VmlTemplateRenderingMode(expression: .implicitMember("template")) }
}
