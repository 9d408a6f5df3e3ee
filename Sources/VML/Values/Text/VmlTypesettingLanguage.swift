/// SwiftUI's `TypesettingLanguage`: `.automatic`.
///
/// ```swift
/// VmlText("a").typesettingLanguage(.automatic)
/// // <Text style="typesettingLanguage(.automatic)">a</Text>
/// ```
public struct VmlTypesettingLanguage: VmlValue, Hashable {
    /// The value as a style expression.
    public var expression: VMLExpression

    /// Wraps a style expression.
    public init(expression: VMLExpression) {
        self.expression = expression
    }
}
