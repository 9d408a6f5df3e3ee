import Foundation

/// SwiftUI's `ScrollPosition` (iOS 18), for `scrollPosition(_:anchor:)`: where a scroll view is
/// scrolled to, written as its initializer. A `scrollTo` on the server before rendering changes
/// what is written; the client scrolls from there.
///
/// ```swift
/// try VmlScrollPosition(edge: .top).expression.canonicalText()   // ScrollPosition(edge: .top)
/// ```
public struct VmlScrollPosition: VmlValue, Hashable {
    /// The value as a style expression.
    public var expression: VMLExpression

    /// Wraps a style expression.
    public init(expression: VMLExpression) {
        self.expression = expression
    }

    private init(_ arguments: [VMLArgument]) {
        expression = .call(.identifier("ScrollPosition"), arguments)
    }

    /// A position not scrolled anywhere yet: `ScrollPosition()` (the id type is not written).
    ///
    /// ```swift
    /// try VmlScrollPosition(idType: Int.self).expression.canonicalText()   // ScrollPosition()
    /// ```
    public init(idType: (some Hashable & Sendable).Type = Never.self) {
        self.init([])
    }

    /// The view with this id, at the anchor when given.
    ///
    /// ```swift
    /// try VmlScrollPosition(id: 3).expression.canonicalText()   // ScrollPosition(id: 3)
    /// ```
    public init(id: some Hashable & Sendable, anchor: VmlUnitPoint? = nil) {
        var arguments = [VMLArgument("id", .swiftValue(id))]
        if let anchor { arguments.append(VMLArgument("anchor", anchor.expression)) }
        self.init(arguments)
    }

    /// An edge of the content.
    ///
    /// ```swift
    /// try VmlScrollPosition(idType: Int.self, edge: .bottom).expression.canonicalText()   // ScrollPosition(edge: .bottom)
    /// ```
    public init(idType: (some Hashable & Sendable).Type = Never.self, edge: VmlEdge) {
        self.init([VMLArgument("edge", edge.expression)])
    }

    /// A point of the content.
    ///
    /// ```swift
    /// try VmlScrollPosition(point: CGPoint(x: 0, y: 40)).expression.canonicalText()   // ScrollPosition(x: 0, y: 40)
    /// ```
    public init(idType: (some Hashable & Sendable).Type = Never.self, point: CGPoint) {
        self.init(idType: idType, x: point.x, y: point.y)
    }

    /// A horizontal offset.
    public init(idType: (some Hashable & Sendable).Type = Never.self, x: CGFloat) {
        self.init([VMLArgument("x", .number(Double(x)))])
    }

    /// A point of the content, by its coordinates.
    public init(idType: (some Hashable & Sendable).Type = Never.self, x: CGFloat, y: CGFloat) {
        self.init([VMLArgument("x", .number(Double(x))), VMLArgument("y", .number(Double(y)))])
    }

    /// A vertical offset.
    ///
    /// ```swift
    /// try VmlScrollPosition(y: 120).expression.canonicalText()   // ScrollPosition(y: 120)
    /// ```
    public init(idType: (some Hashable & Sendable).Type = Never.self, y: CGFloat) {
        self.init([VMLArgument("y", .number(Double(y)))])
    }

    /// Scrolls to an edge: what is written from now on.
    ///
    /// ```swift
    /// var position = VmlScrollPosition(); position.scrollTo(edge: .bottom)   // ScrollPosition(edge: .bottom)
    /// ```
    public mutating func scrollTo(edge: VmlEdge) {
        self = VmlScrollPosition(edge: edge)
    }

    /// Scrolls to the view with this id, at the anchor when given.
    public mutating func scrollTo(id: some Hashable & Sendable, anchor: VmlUnitPoint? = nil) {
        self = VmlScrollPosition(id: id, anchor: anchor)
    }

    /// Scrolls to a point.
    public mutating func scrollTo(point: CGPoint) {
        self = VmlScrollPosition(point: point)
    }

    /// Scrolls to a horizontal offset.
    public mutating func scrollTo(x: CGFloat) {
        self = VmlScrollPosition(x: x)
    }

    /// Scrolls to a point, by its coordinates.
    public mutating func scrollTo(x: CGFloat, y: CGFloat) {
        self = VmlScrollPosition(x: x, y: y)
    }

    /// Scrolls to a vertical offset.
    public mutating func scrollTo(y: CGFloat) {
        self = VmlScrollPosition(y: y)
    }

    /// The id last scrolled to on the server, when it has the type asked for; the client's
    /// scrolling is not seen.
    ///
    /// ```swift
    /// VmlScrollPosition(id: 3).viewID(type: Int.self)   // 3
    /// ```
    public func viewID<T: Hashable & Sendable>(type: T.Type) -> T? {
        guard case .call(let call) = expression, let id = call.arguments.first(where: { $0.label == "id" }) else { return nil }
        switch id.value {
        case .number(let number): return Int(exactly: number).flatMap { $0 as? T } ?? (number as? T)
        case .string(let string): return string as? T
        default: return nil
        }
    }
}
