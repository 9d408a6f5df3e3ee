/// A transition (SwiftUI's `AnyTransition`): `.opacity`, `.slide`, `.scale`, `.move(edge: .bottom)`.
public struct VmlTransition: VmlValue, Hashable {
    /// The value as a style expression.
    public var expression: VMLExpression

    /// Wraps a style expression.
    public init(expression: VMLExpression) {
        self.expression = expression
    }

    /// `.move(edge:)`
    public static func move(edge: VmlEdge) -> VmlTransition {
        VmlTransition(expression: .member("move", .labeled("edge", edge.expression)))
    }

    /// `.push(from:)`
    public static func push(from edge: VmlEdge) -> VmlTransition {
        VmlTransition(expression: .member("push", .labeled("from", edge.expression)))
    }

    /// `.scale(scale:anchor:)`; arguments left out are not written:
    /// `.transition(.scale(scale: 0.5, anchor: .top))` → `transition(.scale(scale: 0.5, anchor: .top))`.
    public static func scale(scale: any VmlNumberArgument, anchor: VmlUnitPoint? = nil) -> VmlTransition {
        var arguments = [VMLArgument.labeled("scale", scale.vmlExpression)]
        if let anchor { arguments.append(.labeled("anchor", anchor.expression)) }
        return VmlTransition(expression: .call(.implicitMember("scale"), arguments))
    }

    /// `.offset(x:y:)`; arguments left out are not written.
    public static func offset(x: (any VmlNumberArgument)? = nil, y: (any VmlNumberArgument)? = nil) -> VmlTransition {
        var arguments: [VMLArgument] = []
        if let x { arguments.append(.labeled("x", x.vmlExpression)) }
        if let y { arguments.append(.labeled("y", y.vmlExpression)) }
        return VmlTransition(expression: .call(.implicitMember("offset"), arguments))
    }

    /// `.asymmetric(insertion:removal:)`:
    /// `.transition(.asymmetric(insertion: .opacity, removal: .slide))` → `transition(.asymmetric(insertion: .opacity, removal: .slide))`.
    public static func asymmetric(insertion: VmlTransition, removal: VmlTransition) -> VmlTransition {
        VmlTransition(
            expression: .member("asymmetric", .labeled("insertion", insertion.expression), .labeled("removal", removal.expression)))
    }

    /// Both transitions at once: `.transition(.opacity.combined(with: .slide))` → `transition(.opacity.combined(with: .slide))`.
    public func combined(with other: VmlTransition) -> VmlTransition {
        VmlTransition(expression: expression.member("combined", .labeled("with", other.expression)))
    }

    /// The transition with an animation: `.opacity.animation(.easeIn)` → `.opacity.animation(.easeIn)`.
    public func animation(_ animation: VmlAnimation?) -> VmlTransition {
        VmlTransition(expression: expression.member("animation", VMLArgument(animation?.expression ?? .null)))
    }
}

extension VmlTransition {
    /// `.identity`
    public static var identity: VmlTransition { VmlTransition(expression: .implicitMember("identity")) }
    /// `.opacity`
    public static var opacity: VmlTransition { VmlTransition(expression: .implicitMember("opacity")) }
    /// `.slide`
    public static var slide: VmlTransition { VmlTransition(expression: .implicitMember("slide")) }
    /// `.scale`
    public static var scale: VmlTransition { VmlTransition(expression: .implicitMember("scale")) }
    /// `.blurReplace`
    public static var blurReplace: VmlTransition { VmlTransition(expression: .implicitMember("blurReplace")) }
    /// `.symbolEffect`
    public static var symbolEffect: VmlTransition { VmlTransition(expression: .implicitMember("symbolEffect")) }
}
