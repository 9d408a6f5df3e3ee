/// How a presentation adapts to a compact size (SwiftUI's `PresentationAdaptation`), for `presentationCompactAdaptation(_:)`.
///
/// ```swift
/// try VmlPresentationAdaptation.automatic.expression.canonicalText()   // .automatic
/// ```
public struct VmlPresentationAdaptation: VmlValue, Hashable {
    /// The value as a style expression.
    public var expression: VMLExpression

    /// Wraps a style expression.
    public init(expression: VMLExpression) {
        self.expression = expression
    }
}

extension VmlPresentationAdaptation {
    /// SwiftUI's `PresentationAdaptation.automatic`: `.automatic`.
    ///
    /// ```swift
    /// try VmlPresentationAdaptation.automatic.expression.canonicalText()   // .automatic
    /// ```
    public static var automatic: VmlPresentationAdaptation { VmlPresentationAdaptation(expression: .implicitMember("automatic")) }

    /// SwiftUI's `PresentationAdaptation.none`: `.none`.
    ///
    /// ```swift
    /// try VmlPresentationAdaptation.none.expression.canonicalText()   // .none
    /// ```
    public static var none: VmlPresentationAdaptation { VmlPresentationAdaptation(expression: .implicitMember("none")) }

    /// SwiftUI's `PresentationAdaptation.popover`: `.popover`.
    ///
    /// ```swift
    /// try VmlPresentationAdaptation.popover.expression.canonicalText()   // .popover
    /// ```
    public static var popover: VmlPresentationAdaptation { VmlPresentationAdaptation(expression: .implicitMember("popover")) }

    /// SwiftUI's `PresentationAdaptation.sheet`: `.sheet`.
    ///
    /// ```swift
    /// try VmlPresentationAdaptation.sheet.expression.canonicalText()   // .sheet
    /// ```
    public static var sheet: VmlPresentationAdaptation { VmlPresentationAdaptation(expression: .implicitMember("sheet")) }

    /// SwiftUI's `PresentationAdaptation.fullScreenCover`: `.fullScreenCover`.
    ///
    /// ```swift
    /// try VmlPresentationAdaptation.fullScreenCover.expression.canonicalText()   // .fullScreenCover
    /// ```
    public static var fullScreenCover: VmlPresentationAdaptation {
        VmlPresentationAdaptation(expression: .implicitMember("fullScreenCover"))
    }
}
