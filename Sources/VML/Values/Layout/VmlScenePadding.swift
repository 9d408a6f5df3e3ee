/// The padding of a scene's content (SwiftUI's `ScenePadding`), for `scenePadding(_:edges:)`.
///
/// ```swift
/// try VmlScenePadding.minimum.expression.canonicalText()   // .minimum
/// ```
public struct VmlScenePadding: VmlValue, Hashable {
    /// The value as a style expression.
    public var expression: VMLExpression

    /// Wraps a style expression.
    public init(expression: VMLExpression) {
        self.expression = expression
    }
}

extension VmlScenePadding {
    /// SwiftUI's `ScenePadding.minimum`: `.minimum`.
    ///
    /// ```swift
    /// try VmlScenePadding.minimum.expression.canonicalText()   // .minimum
    /// ```
    public static var minimum: VmlScenePadding { VmlScenePadding(expression: .implicitMember("minimum")) }
}
