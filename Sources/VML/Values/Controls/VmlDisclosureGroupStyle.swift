/// A disclosure group style (SwiftUI's `DisclosureGroupStyle`), for `disclosureGroupStyle(_:)`.
///
/// ```swift
/// try VmlDisclosureGroupStyle.automatic.expression.canonicalText()   // .automatic
/// ```
public struct VmlDisclosureGroupStyle: VmlValue, Hashable {
    /// The value as a style expression.
    public var expression: VMLExpression

    /// Wraps a style expression.
    public init(expression: VMLExpression) {
        self.expression = expression
    }
}

extension VmlDisclosureGroupStyle {
    /// SwiftUI's `DisclosureGroupStyle.automatic`: `.automatic`.
    ///
    /// ```swift
    /// try VmlDisclosureGroupStyle.automatic.expression.canonicalText()   // .automatic
    /// ```
    public static var automatic: VmlDisclosureGroupStyle { VmlDisclosureGroupStyle(expression: .implicitMember("automatic")) }
}
