/// SwiftUI's `HoverEffect`: `.automatic`, `.highlight`, `.lift`.
///
/// ```swift
/// VmlButton("Open") {}.hoverEffect(.lift)
/// // <Button style="hoverEffect(.lift)"><Text>Open</Text></Button>
/// ```
public struct VmlHoverEffect: VmlValue, Hashable {
    /// The value as a style expression.
    public var expression: VMLExpression

    /// Wraps a style expression.
    public init(expression: VMLExpression) {
        self.expression = expression
    }

    /// SwiftUI's `HoverEffect(_:)` wrapping a custom hover effect: the effect itself, which hovers
    /// the same.
    ///
    /// ```swift
    /// try VmlHoverEffect(.lift).expression.canonicalText()   // .lift
    /// ```
    public init(_ effect: VmlHoverEffect) {
        self = effect
    }
}

extension VmlHoverEffect {
    /// `.automatic`
    public static var automatic: VmlHoverEffect { VmlHoverEffect(expression: .implicitMember("automatic")) }
    /// `.highlight`
    public static var highlight: VmlHoverEffect { VmlHoverEffect(expression: .implicitMember("highlight")) }
    /// `.lift`
    public static var lift: VmlHoverEffect { VmlHoverEffect(expression: .implicitMember("lift")) }
}
