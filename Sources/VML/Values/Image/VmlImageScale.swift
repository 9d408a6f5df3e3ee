/// A symbol image scale (SwiftUI's `Image.Scale`): `.small`, `.medium`, `.large`.
public struct VmlImageScale: VmlValue, Hashable {
    /// The value as a style expression.
    public var expression: VMLExpression

    /// Wraps a style expression.
    public init(expression: VMLExpression) {
        self.expression = expression
    }
}

extension VmlImageScale {
    /// `.small`
    public static var small: VmlImageScale { VmlImageScale(expression: .implicitMember("small")) }
    /// `.medium`
    public static var medium: VmlImageScale { VmlImageScale(expression: .implicitMember("medium")) }
    /// `.large`
    public static var large: VmlImageScale { VmlImageScale(expression: .implicitMember("large")) }
}
