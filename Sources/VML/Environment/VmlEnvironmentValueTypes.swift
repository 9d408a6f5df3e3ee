/// SwiftUI's `EditMode`, which `@VmlEnvironment(\.editMode)` reads: `.inactive`, `.transient` or
/// `.active`.
///
/// ```swift
/// let editing = VmlRenderContext(locale: Locale(identifier: "en_US")).environment(\.editMode, .constant(.active))
/// // in a view built in it: editMode?.wrappedValue.isEditing == true
/// ```
public enum VmlEditMode: String, Hashable, Sendable, CaseIterable {
    /// `.inactive`: not editing.
    case inactive
    /// `.transient`: editing for a moment, as a swipe to delete does.
    case transient
    /// `.active`: editing, as after tapping Edit.
    case active

    /// Whether the view is being edited: `.active` or `.transient`.
    ///
    /// ```swift
    /// VmlEditMode.transient.isEditing   // true
    /// ```
    public var isEditing: Bool { self != .inactive }
}

/// SwiftUI's `LayoutDirection`, which `@VmlEnvironment(\.layoutDirection)` reads: right to left
/// when the request's locale is written so.
///
/// ```swift
/// let arabic = VmlRenderContext(locale: Locale(identifier: "ar_EG"))
/// // in a view built in it: layoutDirection == .rightToLeft
/// ```
public enum VmlLayoutDirection: String, Hashable, Sendable, CaseIterable {
    /// `.leftToRight`: English, French, …
    case leftToRight
    /// `.rightToLeft`: Arabic, Hebrew, …
    case rightToLeft
}

/// SwiftUI's `ColorSchemeContrast`, which `@VmlEnvironment(\.colorSchemeContrast)` reads:
/// `.standard` unless the context says `.increased`.
///
/// ```swift
/// let contrast = context.environment(\.colorSchemeContrast, .increased)
/// // in a view built in it: colorSchemeContrast == .increased
/// ```
public enum VmlColorSchemeContrast: String, Hashable, Sendable, CaseIterable {
    /// `.standard`
    case standard
    /// `.increased`: the user asked for more contrast.
    case increased
}

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

extension VmlRedactionReasons {
    /// Whether there is no reason: content is not redacted (the environment's default).
    ///
    /// ```swift
    /// redactionReasons.isEmpty   // true unless the context says
    /// ```
    public var isEmpty: Bool { expression == .array([]) }

    /// Whether `reason` is one of the reasons: `redactionReasons.contains(.placeholder)`.
    ///
    /// ```swift
    /// VmlRedactionReasons.placeholder.contains(.placeholder)   // true
    /// ```
    public func contains(_ reason: VmlRedactionReasons) -> Bool {
        if case .array(let reasons) = expression { return reasons.contains(reason.expression) }
        return expression == reason.expression
    }
}
