extension VmlDynamicTypeSize {
    /// The sizes in order, smallest first (SwiftUI's `DynamicTypeSize.allCases`).
    private static let order = [
        "xSmall", "small", "medium", "large", "xLarge", "xxLarge", "xxxLarge",
        "accessibility1", "accessibility2", "accessibility3", "accessibility4", "accessibility5",
    ]

    /// The size's place in ``order``; `nil` for an expression that names none.
    private var rank: Int? {
        guard case .implicitMember(let name) = expression else { return nil }
        return Self.order.firstIndex(of: name)
    }

    /// Whether the size is one of the accessibility sizes, `.accessibility1` and larger.
    ///
    /// ```swift
    /// VmlDynamicTypeSize.accessibility2.isAccessibilitySize   // true
    /// ```
    public var isAccessibilitySize: Bool { (rank ?? 0) >= 7 }

    /// Whether `lhs` is smaller than `rhs`, as SwiftUI's `DynamicTypeSize` compares:
    /// `dynamicTypeSize >= .accessibility1`. An expression that names no size orders before all.
    ///
    /// ```swift
    /// VmlDynamicTypeSize.large < .xLarge   // true
    /// ```
    public static func < (lhs: VmlDynamicTypeSize, rhs: VmlDynamicTypeSize) -> Bool {
        (lhs.rank ?? -1) < (rhs.rank ?? -1)
    }

    /// Whether `lhs` is larger than `rhs`.
    ///
    /// ```swift
    /// VmlDynamicTypeSize.xxLarge > .large   // true
    /// ```
    public static func > (lhs: VmlDynamicTypeSize, rhs: VmlDynamicTypeSize) -> Bool { rhs < lhs }

    /// Whether `lhs` is no larger than `rhs`.
    ///
    /// ```swift
    /// VmlDynamicTypeSize.large <= .large   // true
    /// ```
    public static func <= (lhs: VmlDynamicTypeSize, rhs: VmlDynamicTypeSize) -> Bool { !(rhs < lhs) }

    /// Whether `lhs` is no smaller than `rhs`.
    ///
    /// ```swift
    /// VmlDynamicTypeSize.accessibility1 >= .accessibility1   // true
    /// ```
    public static func >= (lhs: VmlDynamicTypeSize, rhs: VmlDynamicTypeSize) -> Bool { !(lhs < rhs) }
}
