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
}
