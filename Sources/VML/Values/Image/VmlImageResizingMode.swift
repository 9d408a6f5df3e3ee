/// An image resizing mode (SwiftUI's `Image.ResizingMode`): `.stretch`, `.tile`.
public struct VmlImageResizingMode: VmlValue, Hashable {
    /// The value as a style expression.
    public var expression: VMLExpression

    /// Wraps a style expression.
    public init(expression: VMLExpression) {
        self.expression = expression
    }
}

extension VmlImageResizingMode {
    /// `.stretch`
    public static var stretch: VmlImageResizingMode { VmlImageResizingMode(expression: .implicitMember("stretch")) }
    /// `.tile`
    public static var tile: VmlImageResizingMode { VmlImageResizingMode(expression: .implicitMember("tile")) }
}
