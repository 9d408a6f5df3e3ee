/// How a scroll view bounces at its edges (SwiftUI's `ScrollBounceBehavior`), for `scrollBounceBehavior(_:axes:)`.
///
/// ```swift
/// try VmlScrollBounceBehavior.automatic.expression.canonicalText()   // .automatic
/// ```
public struct VmlScrollBounceBehavior: VmlValue, Hashable {
    /// The value as a style expression.
    public var expression: VMLExpression

    /// Wraps a style expression.
    public init(expression: VMLExpression) {
        self.expression = expression
    }
}

extension VmlScrollBounceBehavior {
    /// SwiftUI's `ScrollBounceBehavior.automatic`: `.automatic`.
    ///
    /// ```swift
    /// try VmlScrollBounceBehavior.automatic.expression.canonicalText()   // .automatic
    /// ```
    public static var automatic: VmlScrollBounceBehavior { VmlScrollBounceBehavior(expression: .implicitMember("automatic")) }

    /// SwiftUI's `ScrollBounceBehavior.always`: `.always`.
    ///
    /// ```swift
    /// try VmlScrollBounceBehavior.always.expression.canonicalText()   // .always
    /// ```
    public static var always: VmlScrollBounceBehavior { VmlScrollBounceBehavior(expression: .implicitMember("always")) }

    /// Bounces only when the content is larger than the view: `.basedOnSize`.
    ///
    /// ```swift
    /// try VmlScrollBounceBehavior.basedOnSize.expression.canonicalText()   // .basedOnSize
    /// ```
    public static var basedOnSize: VmlScrollBounceBehavior { VmlScrollBounceBehavior(expression: .implicitMember("basedOnSize")) }
}
