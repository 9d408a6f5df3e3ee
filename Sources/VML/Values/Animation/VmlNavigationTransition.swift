/// SwiftUI's `NavigationTransition` (iOS 18), for `navigationTransition(_:)`: `.automatic` or
/// `.zoom(sourceID:in:)`.
///
/// ```swift
/// try VmlNavigationTransition.automatic.expression.canonicalText()   // .automatic
/// ```
public struct VmlNavigationTransition: VmlValue, Hashable {
    /// The value as a style expression.
    public var expression: VMLExpression

    /// Wraps a style expression.
    public init(expression: VMLExpression) {
        self.expression = expression
    }

    /// SwiftUI's `NavigationTransition.automatic`: `.automatic`.
    ///
    /// ```swift
    /// try VmlNavigationTransition.automatic.expression.canonicalText()   // .automatic
    /// ```
    public static var automatic: VmlNavigationTransition { VmlNavigationTransition(expression: .implicitMember("automatic")) }

    /// SwiftUI's `NavigationTransition.zoom(sourceID:in:)`: zooms from the view whose
    /// `matchedTransitionSource(id:in:)` has the same id; the namespace is not written (a VML
    /// document is one namespace on the client), so it may be left out, as `vml swift` does.
    ///
    /// ```swift
    /// try VmlNavigationTransition.zoom(sourceID: "cover", in: namespace).expression.canonicalText()   // .zoom(sourceID: "cover")
    /// ```
    public static func zoom(sourceID: some Hashable, in namespace: VmlNamespace.ID? = nil) -> VmlNavigationTransition {
        VmlNavigationTransition(expression: .call(.implicitMember("zoom"), [VMLArgument("sourceID", .swiftValue(sourceID))]))
    }
}
