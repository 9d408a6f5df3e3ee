/// How prominent a header is (SwiftUI's `Prominence`), for `headerProminence(_:)`.
///
/// ```swift
/// try VmlProminence.standard.expression.canonicalText()   // .standard
/// ```
public struct VmlProminence: VmlValue, Hashable {
    /// The value as a style expression.
    public var expression: VMLExpression

    /// Wraps a style expression.
    public init(expression: VMLExpression) {
        self.expression = expression
    }
}

extension VmlProminence {
    /// SwiftUI's `Prominence.standard`: `.standard`.
    ///
    /// ```swift
    /// try VmlProminence.standard.expression.canonicalText()   // .standard
    /// ```
    public static var standard: VmlProminence { VmlProminence(expression: .implicitMember("standard")) }

    /// SwiftUI's `Prominence.increased`: `.increased`.
    ///
    /// ```swift
    /// try VmlProminence.increased.expression.canonicalText()   // .increased
    /// ```
    public static var increased: VmlProminence { VmlProminence(expression: .implicitMember("increased")) }
}
