/// Whether the view behind a sheet takes touches (SwiftUI's `PresentationBackgroundInteraction`), for `presentationBackgroundInteraction(_:)`.
///
/// ```swift
/// try VmlPresentationBackgroundInteraction.automatic.expression.canonicalText()   // .automatic
/// ```
public struct VmlPresentationBackgroundInteraction: VmlValue, Hashable {
    /// The value as a style expression.
    public var expression: VMLExpression

    /// Wraps a style expression.
    public init(expression: VMLExpression) {
        self.expression = expression
    }
}

extension VmlPresentationBackgroundInteraction {
    /// SwiftUI's `PresentationBackgroundInteraction.automatic`: `.automatic`.
    ///
    /// ```swift
    /// try VmlPresentationBackgroundInteraction.automatic.expression.canonicalText()   // .automatic
    /// ```
    public static var automatic: VmlPresentationBackgroundInteraction {
        VmlPresentationBackgroundInteraction(expression: .implicitMember("automatic"))
    }

    /// SwiftUI's `PresentationBackgroundInteraction.enabled`: `.enabled`.
    ///
    /// ```swift
    /// try VmlPresentationBackgroundInteraction.enabled.expression.canonicalText()   // .enabled
    /// ```
    public static var enabled: VmlPresentationBackgroundInteraction {
        VmlPresentationBackgroundInteraction(expression: .implicitMember("enabled"))
    }

    /// SwiftUI's `PresentationBackgroundInteraction.disabled`: `.disabled`.
    ///
    /// ```swift
    /// try VmlPresentationBackgroundInteraction.disabled.expression.canonicalText()   // .disabled
    /// ```
    public static var disabled: VmlPresentationBackgroundInteraction {
        VmlPresentationBackgroundInteraction(expression: .implicitMember("disabled"))
    }

    /// Touches reach the view behind the sheet up to a detent: `.enabled(upThrough: .medium)`.
    ///
    /// ```swift
    /// try VmlPresentationBackgroundInteraction.enabled(upThrough: .medium).expression.canonicalText()   // .enabled(upThrough: .medium)
    /// ```
    public static func enabled(upThrough detent: VmlPresentationDetent) -> VmlPresentationBackgroundInteraction {
        VmlPresentationBackgroundInteraction(expression: .member("enabled", .labeled("upThrough", detent.expression)))
    }
}
