extension VMLExpression {
    /// What ``VMLExpression/member(_:)`` holds: a base expression and a member name, `base.name`.
    ///
    /// ```swift
    /// let member = VMLExpression.Member(.identifier("Color"), "yellow")
    /// member.base   // .identifier("Color")
    /// member.name   // "yellow"
    /// try VMLExpression.member(member).canonicalText()   // "Color.yellow"
    /// ```
    ///
    /// The base is held in a box that Swift frees at most 64 boxes deep and a loop frees
    /// past that, so a chain of any length is freed on any stack.
    public struct Member: Hashable, Sendable, CustomStringConvertible {
        let box: ExpressionBox

        /// Creates `base.name`.
        public init(_ base: VMLExpression, _ name: String) {
            box = ExpressionBox(.member(base, name))
        }

        /// The expression before the dot: `Color` in `Color.yellow`.
        public var base: VMLExpression { parts.base }

        /// The member's name, without the dot: `yellow` in `Color.yellow`.
        public var name: String { parts.name }

        /// The base and the name, read together.
        ///
        /// ```swift
        /// let (base, name) = VMLExpression.Member(.implicitMember("blue"), "opacity").parts   // (.implicitMember("blue"), "opacity")
        /// ```
        public var parts: (base: VMLExpression, name: String) { box.member }

        /// Whether the two are the same member of the same base (compared with a loop).
        public static func == (lhs: Member, rhs: Member) -> Bool {
            lhs.box === rhs.box || VMLExpression.member(lhs) == .member(rhs)
        }

        /// Hashes the base and the name as ``VMLExpression/hash(into:)`` does.
        public func hash(into hasher: inout Hasher) { VMLExpression.member(self).hash(into: &hasher) }

        /// `Member(base: …, name: …)`, the base written as its canonical text.
        public var description: String { "Member(base: \(base.debugText), name: \(name))" }
    }
}
