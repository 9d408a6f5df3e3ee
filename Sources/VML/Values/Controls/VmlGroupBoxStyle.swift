/// A group box style (SwiftUI's `GroupBoxStyle`), for `groupBoxStyle(_:)`.
///
/// ```swift
/// try VmlGroupBoxStyle.automatic.expression.canonicalText()   // .automatic
/// ```
public struct VmlGroupBoxStyle: VmlValue, Hashable {
    /// The value as a style expression.
    public var expression: VMLExpression

    /// Wraps a style expression.
    public init(expression: VMLExpression) {
        self.expression = expression
    }
}

extension VmlGroupBoxStyle {
    /// SwiftUI's `GroupBoxStyle.automatic`: `.automatic`.
    ///
    /// ```swift
    /// try VmlGroupBoxStyle.automatic.expression.canonicalText()   // .automatic
    /// ```
    public static var automatic: VmlGroupBoxStyle { VmlGroupBoxStyle(expression: .implicitMember("automatic")) }
}
