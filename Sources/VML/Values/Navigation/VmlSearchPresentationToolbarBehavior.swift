/// Whether searching hides the toolbar (SwiftUI's `SearchPresentationToolbarBehavior`), for `searchPresentationToolbarBehavior(_:)`.
///
/// ```swift
/// try VmlSearchPresentationToolbarBehavior.automatic.expression.canonicalText()   // .automatic
/// ```
public struct VmlSearchPresentationToolbarBehavior: VmlValue, Hashable {
    /// The value as a style expression.
    public var expression: VMLExpression

    /// Wraps a style expression.
    public init(expression: VMLExpression) {
        self.expression = expression
    }
}

extension VmlSearchPresentationToolbarBehavior {
    /// SwiftUI's `SearchPresentationToolbarBehavior.automatic`: `.automatic`.
    ///
    /// ```swift
    /// try VmlSearchPresentationToolbarBehavior.automatic.expression.canonicalText()   // .automatic
    /// ```
    public static var automatic: VmlSearchPresentationToolbarBehavior {
        VmlSearchPresentationToolbarBehavior(expression: .implicitMember("automatic"))
    }

    /// SwiftUI's `SearchPresentationToolbarBehavior.avoidHidingContent`: `.avoidHidingContent`.
    ///
    /// ```swift
    /// try VmlSearchPresentationToolbarBehavior.avoidHidingContent.expression.canonicalText()   // .avoidHidingContent
    /// ```
    public static var avoidHidingContent: VmlSearchPresentationToolbarBehavior {
        VmlSearchPresentationToolbarBehavior(expression: .implicitMember("avoidHidingContent"))
    }
}
