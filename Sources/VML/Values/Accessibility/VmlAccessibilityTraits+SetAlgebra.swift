// SwiftUI's `AccessibilityTraits` is an option set; these are its set operations, on the members a
// value was written with (`[.isButton, .isSelected]`), so a view can build its traits as SwiftUI code does.

extension VmlAccessibilityTraits {
    /// No traits (SwiftUI's `AccessibilityTraits()`), written `[]`.
    ///
    /// ```swift
    /// try VmlAccessibilityTraits().expression.canonicalText()   // []
    /// ```
    public init() {
        self.init(expression: .array([]))
    }

    /// The members, one expression each.
    private var members: [VMLExpression] {
        if case .array(let elements) = expression { return elements.flatMap { VmlAccessibilityTraits(expression: $0).members } }
        return [expression]
    }

    /// Traits from members, in order, each once: one member is written alone, several as an array.
    private init(members: [VMLExpression]) {
        var unique: [VMLExpression] = []
        for member in members where !unique.contains(member) { unique.append(member) }
        self.init(expression: unique.count == 1 ? unique[0] : .array(unique))
    }

    /// Whether every member of `member` is one of these traits.
    ///
    /// ```swift
    /// ([.isButton, .isSelected] as VmlAccessibilityTraits).contains(.isButton)   // true
    /// ```
    public func contains(_ member: VmlAccessibilityTraits) -> Bool {
        member.members.allSatisfy(members.contains)
    }

    /// These traits and `other`'s.
    ///
    /// ```swift
    /// try VmlAccessibilityTraits.isButton.union(.isSelected).expression.canonicalText()   // [.isButton, .isSelected]
    /// ```
    public func union(_ other: VmlAccessibilityTraits) -> VmlAccessibilityTraits {
        VmlAccessibilityTraits(members: members + other.members)
    }

    /// The traits in both.
    ///
    /// ```swift
    /// try ([.isButton, .isSelected] as VmlAccessibilityTraits).intersection(.isSelected).expression.canonicalText()   // .isSelected
    /// ```
    public func intersection(_ other: VmlAccessibilityTraits) -> VmlAccessibilityTraits {
        let theirs = other.members
        return VmlAccessibilityTraits(members: members.filter(theirs.contains))
    }

    /// The traits in one but not both.
    ///
    /// ```swift
    /// try ([.isButton, .isSelected] as VmlAccessibilityTraits).symmetricDifference([.isSelected, .isLink]).expression.canonicalText()
    /// // [.isButton, .isLink]
    /// ```
    public func symmetricDifference(_ other: VmlAccessibilityTraits) -> VmlAccessibilityTraits {
        let mine = members
        let theirs = other.members
        return VmlAccessibilityTraits(members: mine.filter { !theirs.contains($0) } + theirs.filter { !mine.contains($0) })
    }

    /// Adds `other`'s traits.
    ///
    /// ```swift
    /// var traits: VmlAccessibilityTraits = .isButton
    /// traits.formUnion(.isSelected)   // [.isButton, .isSelected]
    /// ```
    public mutating func formUnion(_ other: VmlAccessibilityTraits) {
        self = union(other)
    }

    /// Keeps the traits `other` has too.
    ///
    /// ```swift
    /// var traits: VmlAccessibilityTraits = [.isButton, .isSelected]
    /// traits.formIntersection(.isButton)   // .isButton
    /// ```
    public mutating func formIntersection(_ other: VmlAccessibilityTraits) {
        self = intersection(other)
    }

    /// Keeps the traits in one but not both.
    ///
    /// ```swift
    /// var traits: VmlAccessibilityTraits = [.isButton, .isSelected]
    /// traits.formSymmetricDifference(.isButton)   // .isSelected
    /// ```
    public mutating func formSymmetricDifference(_ other: VmlAccessibilityTraits) {
        self = symmetricDifference(other)
    }

    /// Adds a trait, saying whether it was new.
    ///
    /// ```swift
    /// var traits: VmlAccessibilityTraits = .isButton
    /// traits.insert(.isSelected).inserted   // true
    /// ```
    @discardableResult
    public mutating func insert(_ newMember: VmlAccessibilityTraits) -> (inserted: Bool, memberAfterInsert: VmlAccessibilityTraits) {
        if contains(newMember) { return (false, newMember) }
        formUnion(newMember)
        return (true, newMember)
    }

    /// Removes a trait, returning it if it was there.
    ///
    /// ```swift
    /// var traits: VmlAccessibilityTraits = [.isButton, .isSelected]
    /// traits.remove(.isSelected)   // .isSelected; traits is .isButton
    /// ```
    @discardableResult
    public mutating func remove(_ member: VmlAccessibilityTraits) -> VmlAccessibilityTraits? {
        guard contains(member) else { return nil }
        let removed = member.members
        self = VmlAccessibilityTraits(members: members.filter { !removed.contains($0) })
        return member
    }

    /// Adds a trait, returning it if it was already there.
    ///
    /// ```swift
    /// var traits: VmlAccessibilityTraits = .isButton
    /// traits.update(with: .isButton)   // .isButton
    /// ```
    @discardableResult
    public mutating func update(with newMember: VmlAccessibilityTraits) -> VmlAccessibilityTraits? {
        let present = contains(newMember)
        formUnion(newMember)
        return present ? newMember : nil
    }
}
