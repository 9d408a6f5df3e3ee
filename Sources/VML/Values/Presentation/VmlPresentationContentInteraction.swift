/// What a swipe on a sheet's content does first (SwiftUI's `PresentationContentInteraction`), for `presentationContentInteraction(_:)`.
///
/// ```swift
/// try VmlPresentationContentInteraction.automatic.expression.canonicalText()   // .automatic
/// ```
public struct VmlPresentationContentInteraction: VmlValue, Hashable {
    /// The value as a style expression.
    public var expression: VMLExpression

    /// Wraps a style expression.
    public init(expression: VMLExpression) {
        self.expression = expression
    }
}

extension VmlPresentationContentInteraction {
    /// SwiftUI's `PresentationContentInteraction.automatic`: `.automatic`.
    ///
    /// ```swift
    /// try VmlPresentationContentInteraction.automatic.expression.canonicalText()   // .automatic
    /// ```
    public static var automatic: VmlPresentationContentInteraction {
        VmlPresentationContentInteraction(expression: .implicitMember("automatic"))
    }

    /// SwiftUI's `PresentationContentInteraction.resizes`: `.resizes`.
    ///
    /// ```swift
    /// try VmlPresentationContentInteraction.resizes.expression.canonicalText()   // .resizes
    /// ```
    public static var resizes: VmlPresentationContentInteraction {
        VmlPresentationContentInteraction(expression: .implicitMember("resizes"))
    }

    /// SwiftUI's `PresentationContentInteraction.scrolls`: `.scrolls`.
    ///
    /// ```swift
    /// try VmlPresentationContentInteraction.scrolls.expression.canonicalText()   // .scrolls
    /// ```
    public static var scrolls: VmlPresentationContentInteraction {
        VmlPresentationContentInteraction(expression: .implicitMember("scrolls"))
    }
}
