/// A labeled content style (SwiftUI's `LabeledContentStyle`), for `labeledContentStyle(_:)`.
///
/// ```swift
/// try VmlLabeledContentStyle.automatic.expression.canonicalText()   // .automatic
/// ```
public struct VmlLabeledContentStyle: VmlValue, Hashable {
    /// The value as a style expression.
    public var expression: VMLExpression

    /// Wraps a style expression.
    public init(expression: VMLExpression) {
        self.expression = expression
    }
}

extension VmlLabeledContentStyle {
    /// SwiftUI's `LabeledContentStyle.automatic`: `.automatic`.
    ///
    /// ```swift
    /// try VmlLabeledContentStyle.automatic.expression.canonicalText()   // .automatic
    /// ```
    public static var automatic: VmlLabeledContentStyle { VmlLabeledContentStyle(expression: .implicitMember("automatic")) }
}
