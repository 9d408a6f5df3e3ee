/// A Swift range inside a style, as in `lineLimit(2...4)`. Written with no spaces.
///
/// A kind and the bounds that kind has, made by one of the five factories:
/// ```swift
/// let range = VMLRange.closed(2, 4)
/// range.kind    // .closed
/// range.lower   // .number(2)
/// range.upper   // .number(4)
/// try VMLExpression.range(range).canonicalText()           // "2...4"
/// try VMLExpression.range(.upTo(3)).canonicalText()         // "..<3"
/// ```
///
/// The bounds are held in a box that Swift frees at most 64 boxes deep and a loop frees past
/// that, so ranges nested to any depth are freed on any stack.
public struct VMLRange: Hashable, Sendable, CustomStringConvertible {
    /// The five forms of a range.
    public enum Kind: String, Hashable, Sendable, CaseIterable {
        /// `a...b`
        case closed
        /// `a..<b`
        case halfOpen
        /// `a...`
        case from
        /// `...b`
        case through
        /// `..<b`
        case upTo
    }

    /// Which form the range has.
    public let kind: Kind
    let box: ExpressionBox

    private init(_ kind: Kind, lower: VMLExpression?, upper: VMLExpression?) {
        self.kind = kind
        box = ExpressionBox(.bounds(lower: lower, upper: upper))
    }

    /// `a...b`
    public static func closed(_ lower: VMLExpression, _ upper: VMLExpression) -> VMLRange {
        VMLRange(.closed, lower: lower, upper: upper)
    }

    /// `a..<b`
    public static func halfOpen(_ lower: VMLExpression, _ upper: VMLExpression) -> VMLRange {
        VMLRange(.halfOpen, lower: lower, upper: upper)
    }

    /// `a...`
    public static func from(_ lower: VMLExpression) -> VMLRange {
        VMLRange(.from, lower: lower, upper: nil)
    }

    /// `...b`
    public static func through(_ upper: VMLExpression) -> VMLRange {
        VMLRange(.through, lower: nil, upper: upper)
    }

    /// `..<b`
    public static func upTo(_ upper: VMLExpression) -> VMLRange {
        VMLRange(.upTo, lower: nil, upper: upper)
    }

    /// The lower bound: `2` in `2...4`; `nil` for `...b` and `..<b`.
    public var lower: VMLExpression? {
        guard case .bounds(let lower, _) = box.contents else { return nil }
        return lower
    }

    /// The upper bound: `4` in `2...4`; `nil` for `a...`.
    public var upper: VMLExpression? {
        guard case .bounds(_, let upper) = box.contents else { return nil }
        return upper
    }

    /// The range's bounds, lower first: one or two.
    ///
    /// ```swift
    /// VMLRange.halfOpen(0, 3).bounds   // [.number(0), .number(3)]
    /// VMLRange.upTo(3).bounds          // [.number(3)]
    /// ```
    public var bounds: [VMLExpression] {
        guard case .bounds(let lower, let upper) = box.contents else { return [] }
        return [lower, upper].compactMap { $0 }
    }

    /// The same form with each bound replaced by `transform(bound)`.
    ///
    /// ```swift
    /// VMLRange.closed(1, 2).mapBounds { _ in 0 }   // VMLRange.closed(0, 0)
    /// ```
    public func mapBounds(_ transform: (VMLExpression) throws -> VMLExpression) rethrows -> VMLRange {
        guard case .bounds(let lower, let upper) = box.contents else { return self }
        return VMLRange(kind, lower: try lower.map(transform), upper: try upper.map(transform))
    }

    /// Whether the two are the same form with the same bounds (compared with a loop).
    public static func == (lhs: VMLRange, rhs: VMLRange) -> Bool {
        lhs.box === rhs.box || VMLExpression.range(lhs) == .range(rhs)
    }

    /// Hashes the kind and the bounds as ``VMLExpression/hash(into:)`` does.
    public func hash(into hasher: inout Hasher) { VMLExpression.range(self).hash(into: &hasher) }

    /// The range's canonical text.
    public var description: String { VMLExpression.range(self).debugText }
}
